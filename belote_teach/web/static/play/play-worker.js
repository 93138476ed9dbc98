// The site's engine in a page: its own Pyodide, the package's wheel and a module of belote_teach.web whose
// handle answers the page (params.module: web.session for the play page, web.exercise for the live exercises).
// A module worker (Pyodide refuses classic ones). Every message is a request for handle (JSON in, JSON out); no rule logic here.
let handle = null;
const ready = (async () => {
  const params = await new Promise((resolve) => { self.onmessage = (event) => resolve(event.data); });
  const started = performance.now();
  const at = performance.timeOrigin + started;  // the page compares it with its own clock
  const wheel = fetch(params.wheel).then((response) => response.arrayBuffer());  // in parallel with Pyodide
  const { loadPyodide } = await import(params.pyodide + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: params.pyodide, fullStdLib: false });
  const loaded = performance.now();
  pyodide.unpackArchive(await wheel, "wheel");
  const unpacked = performance.now();
  handle = pyodide.pyimport(params.module || "belote_teach.web.session").handle;
  const phases = { at, pyodide: loaded - started, wheel: unpacked - loaded, import: performance.now() - unpacked };
  self.onmessage = (event) => {
    const begun = performance.now();
    const reply = JSON.parse(handle(JSON.stringify(event.data.request)));
    self.postMessage({ id: event.data.id, reply, ms: performance.now() - begun });
  };
  self.postMessage({ ready: true, ms: performance.now() - started, phases });
})();
ready.catch((error) => self.postMessage({ failed: String(error) }));
