// The play page's engine starts while the page is still being read: this small script, async in the page's head,
// starts the Web Worker (the site's own Pyodide, the package's wheel) at once, and play.js, which draws the
// table once the page is read, takes it over (and the messages it already sent). No rule logic here.
(function () {
  "use strict";
  if (window.belotePlayEngine) return;  // play.js ran first and started it
  const script = document.currentScript;
  const absolute = (path) => new URL(path, location.href).href;
  const worker = new Worker(absolute(script.dataset.worker), { type: "module" });
  const early = [];
  worker.onmessage = (event) => early.push(event);
  worker.postMessage({ pyodide: absolute(script.dataset.pyodide), wheel: absolute(script.dataset.wheel) });
  window.belotePlayEngine = { worker, early };
})();
