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
 * match starts under the chosen preset (its rules menu is set to it; the reader may still pick others).
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
  var original = null, current = {}, files = {};
  var KEPT = ":scope > figcaption, :scope > div.belote-prompt";  // a figure's caption, a question's author text

  function stored() {
    try { return localStorage.getItem(KEY) || ""; } catch (error) { return ""; }
  }
  function store(choice) {
    try {
      if (choice) localStorage.setItem(KEY, choice); else localStorage.removeItem(KEY);
    } catch (error) { /* storage refused: the address still carries the choice */ }
  }
  function address(choice) {
    var url = new URL(location.href);
    if (choice) url.searchParams.set("rules", choice); else url.searchParams.delete("rules");
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
  function apply(choice) {
    select.value = choice;
    if (!choice || select.getAttribute("data-blocks") === "0") {
      parsed.then(function () { show(null); shown(choice); });
      return;
    }
    var url = select.getAttribute("data-page") + ".rules-" + choice + ".json";
    if (!files[url]) {
      files[url] = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": " + response.status);
        return response.json();
      });
    }
    Promise.all([files[url], parsed]).then(function (got) {
      if (select.value !== choice) return;  // the reader chose again meanwhile
      show(got[0].blocks);
      shown(choice);
    }, function () {
      delete files[url];
      parsed.then(function () { show(null); shown(""); });
    });
  }

  var asked = new URLSearchParams(location.search).get("rules");
  var choice = asked !== null && known.indexOf(asked) >= 0 ? asked : stored();
  if (known.indexOf(choice) < 0) choice = "";
  if (choice) {
    store(choice);
    address(choice);
  }
  apply(choice);
  select.addEventListener("change", function () {
    store(select.value);
    address(select.value);
    apply(select.value);
  });
})();
