// The play page's engine starts while the page is still being read: play.py puts this script inline at the
// top of <head>, before the style sheets, with the addresses in its data-* attributes. It creates the
// Worker (play-worker.js: the site's own Pyodide and the package's wheel) and keeps the Worker's first
// messages until play.js, which runs once the page is parsed, takes it over (window.beloteStart).
(function () {
  "use strict";
  const script = document.currentScript;
  const absolute = (path) => new URL(path, location.href).href;
  const worker = new Worker(absolute(script.dataset.worker), { type: "module" });
  const early = [];
  worker.onmessage = (event) => early.push(event);
  worker.postMessage({ pyodide: absolute(script.dataset.pyodide), wheel: absolute(script.dataset.wheel) });
  window.beloteStart = { worker, early };
})();
