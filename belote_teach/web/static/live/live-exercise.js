// The live exercises of the chapter pages. Nothing loads until the reader presses a block's start
// button; then one Web Worker for the page (the play page's: the site's own Pyodide, the package's
// wheel) runs belote_teach.web.exercise, which draws each exercise and checks each answer. This script
// only inserts the HTML the engine returns and sends the reader's choices: no rule logic here.
(function () {
  "use strict";
  const blocks = document.querySelectorAll(".belote-live-exercise");
  if (!blocks.length) return;
  const absolute = (path) => new URL(path, location.href).href;
  const timings = (window.beloteLiveTimings = { pressed: null, ready: null, shown: [] });
  const pending = new Map();
  let engine = null;
  let next = 0;

  function start(root) {
    if (engine) return engine;
    const worker = new Worker(absolute(root.dataset.worker), { type: "module" });
    engine = new Promise((resolve, reject) => {
      worker.onmessage = (event) => {
        const data = event.data;
        if (data.ready) {
          timings.ready = performance.now();
          timings.phases = data.phases;
          resolve(worker);
        } else if (data.failed) {
          reject(new Error(data.failed));
        } else {
          pending.get(data.id)(data.reply);
          pending.delete(data.id);
        }
      };
    });
    worker.postMessage({ pyodide: absolute(root.dataset.pyodide), wheel: absolute(root.dataset.wheel),
                         module: "belote_teach.web.exercise" });
    return engine;
  }

  async function ask(root, request) {
    const worker = await start(root);
    const reply = await new Promise((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      worker.postMessage({ id, request });
    });
    if (reply.error) throw new Error(reply.error);
    return reply;
  }

  function setup(root) {
    const $ = (selector) => root.querySelector(selector);
    const status = $("[data-status]");
    const form = $("[data-form]");
    const feedback = $("[data-feedback]");
    const request = { block: root.dataset.block, kind: root.dataset.kind, lang: root.dataset.lang };
    const chooser = document.querySelector("select[data-house-rules]");

    // The reader's rules (the page's rules chooser, once shown) when the engine listed them for this block
    // at build time (data-house-presets), or, for the reader's own rules (the chooser's data-mine option),
    // when the engine in the page left the block without a note (web.house_kinds.live: its kind has
    // exercises under them); else the block's own (none: its kind's).
    function rules() {
      const chosen = chooser ? chooser.getAttribute("data-shown") || "" : "";
      const listed = (root.dataset.housePresets || "").split(" ");
      const mine = chooser && chooser.querySelector("option[data-mine]");
      const own = mine && mine.value === chosen && !root.querySelector(":scope > [data-house-note]");
      return chosen && (listed.indexOf(chosen) >= 0 || own) ? chosen : root.dataset.rules;
    }

    async function draw(event) {
      if (timings.pressed === null) timings.pressed = performance.now();
      const first = form.hidden;
      if (first) status.textContent = root.dataset.loadingLabel;
      root.dataset.busy = "true";
      const slow = first ? null : setTimeout(() => { status.textContent = root.dataset.thinkingLabel; }, 400);
      try {
        const reply = await ask(root, Object.assign({ op: "new", level: Number($("[data-level]").value), rules: rules() }, request));
        root.dataset.runsUnder = reply.rules;
        $("[data-exercise]").innerHTML = reply.html;
        feedback.innerHTML = "";
        status.textContent = "";
        form.hidden = false;
        $("[data-start]").hidden = true;
        root.dataset.seed = String(reply.seed);
        root.dataset.shown = String(Number(root.dataset.shown || 0) + 1);
        timings.shown.push(performance.now());
        if (first || event.target === $("[data-start]")) $("[data-exercise] .belote-prompt").focus();
      } catch (error) {
        status.textContent = root.dataset.failedLabel;
        root.dataset.failed = String(error);
      }
      clearTimeout(slow);
      delete root.dataset.busy;
    }

    $("[data-start]").addEventListener("click", draw);
    $("[data-next]").addEventListener("click", draw);
    $("[data-level]").addEventListener("change", (event) => { if (!form.hidden) draw(event); });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const values = {};
      for (const input of $("[data-exercise]").querySelectorAll("input")) {
        if ((input.type === "checkbox" || input.type === "radio") && !input.checked) continue;
        (values[input.name] = values[input.name] || []).push(input.value);
      }
      try {
        const reply = await ask(root, Object.assign({ op: "check", form: values }, request));
        feedback.innerHTML = reply.html;
        root.dataset.checks = String(Number(root.dataset.checks || 0) + 1);
      } catch (error) {
        status.textContent = root.dataset.failedLabel;
        root.dataset.failed = String(error);
      }
    });
  }

  blocks.forEach(setup);
})();
