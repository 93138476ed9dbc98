// The play page's engine: the site's own Pyodide, the package's wheel, belote_teach.web.session.
// A module worker (Pyodide refuses classic ones). Every message is a request for session.handle (JSON in, JSON out); no rule logic here.
let handle = null;
const ready = (async () => {
  const params = await new Promise((resolve) => { self.onmessage = (event) => resolve(event.data); });
  const started = performance.now();
  const { loadPyodide } = await import(params.pyodide + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: params.pyodide, fullStdLib: false });
  const wheel = await fetch(params.wheel);
  pyodide.unpackArchive(await wheel.arrayBuffer(), "wheel");
  handle = pyodide.pyimport("belote_teach.web.session").handle;
  self.onmessage = (event) => {
    const begun = performance.now();
    const reply = JSON.parse(handle(JSON.stringify(event.data.request)));
    self.postMessage({ id: event.data.id, reply, ms: performance.now() - begun });
  };
  self.postMessage({ ready: true, ms: performance.now() - started });
})();
ready.catch((error) => self.postMessage({ failed: String(error) }));
