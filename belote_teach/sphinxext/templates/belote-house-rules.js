/* The reader's rules on every page (render/house_rules.py, sphinxext/house_rules.py), inline right after
 * the chooser, so that the page's fragment file is on its way while the rest of the page is read.
 *
 * The choice comes from the address (?rules=coinche) first, then from local storage; it is kept in
 * both. Under a preset the page fetches its own fragment file (PAGE.rules-PRESET.json, beside the page)
 * and, once the page is parsed, swaps the blocks it names: a block computed at build time under that
 * preset, or a note on a block that keeps its rules. No rule logic here: the engine made every piece of
 * HTML at build time (a quiz question keeps its author's question, as a figure its caption; a live
 * exercise reads the shown choice itself when it starts). When the file cannot be read (a page opened
 * from disk), the chooser goes back to each example's own rules rather than claim rules the blocks do not show. On the play page the next
 * match starts under the chosen rules (its rules menu is set to them, own rules added by play.js; the
 * reader may still pick others).
 * "My own rules" (a rules text, ?rules=classic+undertrump=discard, or composed in the switchboard page's
 * form[data-house-form]) are computed in the page: the site's own Pyodide starts in a worker (only then)
 * and belote_teach.web.house turns the page's PAGE.rules-inputs.json and the text into the same fragment,
 * or the engine's refusal of the text, shown in the status line. Computed once for every page: once this
 * page shows them, the worker computes every other page of the language (rules-pages.json) and the
 * page keeps the fragments in the browser (IndexedDB: language, rules text, page, and the page's key,
 * which changes with the build); another page then swaps its own at once, without the engine. Only the
 * latest rules text of a language is kept (about 300 KB). Without that storage (a private window) each
 * page computes its own.
 */
(function () {
  "use strict";
  var KEY = "belote-house-rules";
  var select = document.querySelector("select[data-house-rules]");
  if (!select) return;
  var known = Array.prototype.map.call(select.options, function (option) { return option.value; });
  var parsed = new Promise(function (resolve) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", resolve); else resolve();
  });
  var original = null, current = {}, files = {}, engine = null, pending = {}, asks = 0;
  var status = select.parentNode.querySelector("[data-house-status]");
  var timings = (window.beloteHouseTimings = { chosen: null, shown: null, phases: null, stored: false, everyPage: null });
  var KEPT = ":scope > figcaption, :scope > div.belote-prompt";  // a figure's caption, a question's author text

  function stored() {
    try { return localStorage.getItem(KEY) || ""; } catch (error) { return ""; }
  }
  function store(choice) {
    try {
      if (choice) localStorage.setItem(KEY, choice); else localStorage.removeItem(KEY);
    } catch (error) { /* storage refused: the address still carries the choice */ }
  }
  function named(choice, name) {  // the engine's name of a rules text in the page's language, kept for pages without blocks
    var key = KEY + ":name:" + (document.documentElement.lang || "en") + ":" + choice;
    try {
      if (name) localStorage.setItem(key, name);
      return localStorage.getItem(key) || "";
    } catch (error) { return name || ""; }
  }
  function address(choice) {  // ?rules=classic+undertrump=discard: a rules text's "+" and "=" written as they are
    var url = new URL(location.href);
    url.searchParams.delete("rules");
    var search = url.searchParams.toString();
    var text = choice.split("+").map(function (part) { return encodeURIComponent(part).replace(/%3D/g, "="); });
    if (choice) search += (search ? "&" : "") + "rules=" + text.join("+");
    url.search = search;
    if (url.href !== location.href) history.replaceState(history.state, "", url.href);
  }
  function element(html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    return template.content.firstElementChild;
  }
  function collect() {
    if (original) return;
    original = {};
    Array.prototype.forEach.call(document.querySelectorAll("[data-house-block]"), function (block) {
      var number = block.getAttribute("data-house-block");
      original[number] = current[number] = block;
    });
  }
  function restore(number) {
    if (current[number] !== original[number]) {
      current[number].replaceWith(original[number]);
      current[number] = original[number];
    }
    var note = original[number].querySelector(":scope > [data-house-note]");
    if (note) note.remove();
  }
  function show(blocks) {
    collect();
    Object.keys(original).forEach(function (number) {
      restore(number);
      var entry = blocks && blocks[number], block = original[number];
      if (!entry) return;
      if (entry.html) {
        block = element(entry.html);
        block.setAttribute("data-house-block", number);
        var caption = original[number].querySelector(KEPT);
        if (caption) block.prepend(caption.cloneNode(true));
        original[number].replaceWith(block);
        current[number] = block;
      }
      if (entry.note) {
        var note = element(entry.note), place = block.querySelector(KEPT);
        if (place) place.after(note); else block.prepend(note);
      }
    });
  }
  function shown(choice) {
    select.value = choice;
    var play = document.querySelector("form.belote-play-setup select[name=preset]");
    if (play && choice && Array.prototype.some.call(play.options, function (option) { return option.value === choice; })) {
      play.value = choice;
    }
    select.setAttribute("data-shown", choice);
    document.dispatchEvent(new CustomEvent("belote-house-rules", { detail: choice }));  // quizzes mark their answered questions again
  }
  function file(url) {
    if (!files[url]) {
      files[url] = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": " + response.status);
        return response.json();
      });
    }
    return files[url].catch(function (error) { delete files[url]; throw error; });
  }
  function absolute(path) { return new URL(path, location.href).href; }
  function ask(request) {  // the engine in the page (play-worker.js, module belote_teach.web.house)
    if (!engine) {
      var worker = new Worker(absolute(select.getAttribute("data-worker")), { type: "module" });
      engine = new Promise(function (resolve, reject) {
        worker.onmessage = function (event) {
          var data = event.data;
          if (data.ready) { timings.phases = data.phases; resolve(worker); }
          else if (data.failed) reject(new Error(data.failed));
          else { pending[data.id](data.reply); delete pending[data.id]; }
        };
      });
      worker.postMessage({ pyodide: absolute(select.getAttribute("data-pyodide")),
                           wheel: absolute(select.getAttribute("data-wheel")), module: "belote_teach.web.house" });
    }
    if (!request) return engine;
    return engine.then(function (worker) {
      return new Promise(function (resolve) {
        var id = ++asks;
        pending[id] = resolve;
        worker.postMessage({ id: id, request: request });
      });
    });
  }
  function mine(choice, name) {  // the chooser's option for a rules text, named by the engine once it has answered
    var option = select.querySelector("option[data-mine]");
    if (!choice) { if (option) option.remove(); return; }
    if (!option) {
      option = document.createElement("option");
      option.setAttribute("data-mine", "");
      select.appendChild(option);
    }
    option.value = choice;
    option.textContent = select.getAttribute("data-mine-label").replace("{rules}", name || choice);
  }
  function say(text) { if (status) status.textContent = text; }
  var LANG = document.documentElement.lang || "en";
  function computed(choice, inputs) {  // a page's fragment under a rules text, from the engine in the page
    return file(inputs).then(function (data) {
      return ask({ inputs: data.inputs, rules: choice, lang: LANG });
    });
  }
  function fragment(choice) {
    if (known.indexOf(choice) >= 0) return file(select.getAttribute("data-page") + ".rules-" + choice + ".json");
    var here = select.getAttribute("data-path");
    return kept(choice, here, select.getAttribute("data-key")).then(function (reply) {
      if (reply) {
        timings.stored = true;
        return reply;
      }
      say(select.getAttribute("data-computing-label"));
      ask(null).catch(function () {});  // the engine starts while the page's inputs come
      return computed(choice, select.getAttribute("data-page") + ".rules-inputs.json").then(function (reply) {
        if (!reply.error && reply.rules === choice) {
          keep(choice, here, select.getAttribute("data-key"), reply);
          fresh[choice] = true;
        }
        return reply;
      });
    }).then(function (reply) {
      if (reply.error) throw Object.assign(new Error(reply.error), { refused: true });
      say("");
      mine(choice, named(choice, reply.name));
      return reply;
    });
  }
  // -- "my own rules" kept in the browser for every page (IndexedDB) -----------------------------------
  var base = null, fresh = {};
  function database() {  // a promise of the database, or of null where the browser keeps nothing
    if (!base) {
      base = new Promise(function (resolve) {
        try {
          var opening = indexedDB.open("belote-house-rules", 1);
          opening.onupgradeneeded = function () { opening.result.createObjectStore("fragments"); };
          opening.onsuccess = function () { resolve(opening.result); };
          opening.onerror = opening.onblocked = function () { resolve(null); };
        } catch (error) { resolve(null); }
      });
    }
    return base;
  }
  function stash(mode, work) {  // one request on the store: work(store) → IDBRequest; its result, or null
    return database().then(function (db) {
      if (!db) return null;
      return new Promise(function (resolve) {
        try {
          var request = work(db.transaction("fragments", mode).objectStore("fragments"));
          request.onsuccess = function () { resolve(request.result === undefined ? null : request.result); };
          request.onerror = function () { resolve(null); };
        } catch (error) { resolve(null); }
      });
    });
  }
  function kept(choice, page, key) {  // a page's stored fragment under a rules text, if its key is the build's
    return stash("readonly", function (store) { return store.get([LANG, choice, page]); }).then(function (entry) {
      return entry && entry.key === key ? entry.reply : null;
    });
  }
  function keep(choice, page, key, reply) {
    return stash("readwrite", function (store) { return store.put({ key: key, reply: reply }, [LANG, choice, page]); });
  }
  function forget(choice) {  // the language's entries under any other rules text: one rules text is kept
    // keys [LANG, text, page] sort by text: every text before this one, then every text after it
    stash("readwrite", function (store) { return store.delete(IDBKeyRange.bound([LANG], [LANG, choice], false, true)); });
    stash("readwrite", function (store) { return store.delete(IDBKeyRange.bound([LANG, choice, []], [LANG, []])); });
  }
  function everywhere(choice) {  // every page of the language under the rules text, computed once and kept
    var index = select.getAttribute("data-index");
    if (!index) return;
    var started = performance.now();
    database().then(function (db) {
      if (!db) return null;  // nothing kept: each page computes its own
      forget(choice);
      return file(index);
    }).then(function (data) {
      if (!data) return;
      var pages = Object.keys(data.pages), folder = new URL(index, location.href);
      function next(at) {  // pages before at: done
        if (select.value !== choice) return null;  // the reader chose again (the status line is theirs)
        if (at === pages.length) {
          timings.everyPage = { pages: pages.length, ms: performance.now() - started };
          var ready = select.getAttribute("data-done-label");
          say(ready);
          setTimeout(function () { if (status && status.textContent === ready) say(""); }, 5000);
          return null;
        }
        say(select.getAttribute("data-every-label").replace("{done}", at).replace("{total}", pages.length));
        var page = pages[at], key = data.pages[page];
        return kept(choice, page, key).then(function (reply) {
          if (reply) return null;
          return computed(choice, new URL(page + ".rules-inputs.json", folder).href).then(function (reply) {
            return reply.error ? null : keep(choice, page, key, reply);
          });
        }).then(function () { return next(at + 1); });
      }
      return next(0);
    }).catch(function () { if (select.value === choice) say(""); });
  }

  function apply(choice) {
    if (choice && known.indexOf(choice) < 0) mine(choice, named(choice)); else mine("");
    select.value = choice;
    if (!choice || select.getAttribute("data-blocks") === "0") {
      parsed.then(function () { show(null); shown(choice); });
      return;
    }
    timings.chosen = performance.now();
    Promise.all([fragment(choice), parsed]).then(function (got) {
      if (select.value !== choice) return;  // the reader chose again meanwhile
      if (got[0].rules !== choice) return choose(got[0].rules);  // the engine's own spelling of the text, a preset if it is one
      show(got[0].blocks);
      shown(choice);
      timings.shown = performance.now();
      if (fresh[choice]) everywhere(choice);  // computed here: now every other page
    }, function (error) {
      if (error.refused) {  // the engine's message; back to each example's own rules
        say(error.message);
        mine("");
        store("");
        address("");
      } else {
        say("");
      }
      parsed.then(function () { show(null); shown(""); });
    });
  }
  function choose(choice) {
    store(choice);
    address(choice);
    apply(choice);
  }

  var asked = new URLSearchParams(location.search).get("rules");
  var choice = (asked !== null ? asked.replace(/ /g, "+") : stored()).trim();  // a "+" in an address reads as a space
  if (choice) {
    store(choice);
    address(choice);
  }
  apply(choice);
  select.addEventListener("change", function () { say(""); choose(select.value); });
  function houseForm(form) {  // the switchboard page's form (render/house_form.py): opens on the reader's rules
    var preset = form.elements.preset, fields = form.querySelectorAll("select[data-switch]");
    var has = function (menu, value) { return Array.prototype.some.call(menu.options, function (o) { return o.value === value; }); };
    function asPreset() {  // each menu's first option names the chosen preset's own value (the build wrote it per preset)
      Array.prototype.forEach.call(fields, function (field) {
        field.options[0].textContent = field.options[0].getAttribute("data-as-" + preset.value);
      });
    }
    function fill(text) {  // a rules text as the engine writes it: preset+switch=value (a value may hold "+": 160+bid)
      var parts = text.split("+"), changes = {}, last = null;
      if (!has(preset, parts[0])) return;
      preset.value = parts.shift();
      parts.forEach(function (part) {
        var at = part.indexOf("=");
        if (at < 0 && last) changes[last] += "+" + part;
        else if (at >= 0) changes[last = part.slice(0, at)] = part.slice(at + 1);
      });
      Array.prototype.forEach.call(fields, function (field) {
        var value = changes[field.name] || "";
        field.value = has(field, value) ? value : "";
      });
      asPreset();
    }
    fill(choice);
    asPreset();
    preset.addEventListener("change", asPreset);
    document.addEventListener("belote-house-rules", function (event) { if (event.detail) fill(event.detail); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var text = preset.value;
      Array.prototype.forEach.call(fields, function (field) {
        if (field.value) text += "+" + field.name + "=" + field.value;
      });
      say("");
      choose(text);
      select.focus();
    });
  }
  parsed.then(function () {
    var form = document.querySelector("form[data-house-form]");
    if (form) houseForm(form);
  });
})();
