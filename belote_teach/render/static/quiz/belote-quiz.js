/* belote-teach quizzes. The engine computed every answer and explanation when the page was built
   (data-answer, and the explanation items); this script only reads the reader's choice, compares it
   with the stored answer, shows the stored explanations, and keeps the progress in localStorage.
   No rule of the game is computed here. */
(function () {
  "use strict";
  var KEY = "belote-teach-quiz";
  var each = function (list, action) { Array.prototype.forEach.call(list, action); };

  function load() {
    try { return JSON.parse(window.localStorage.getItem(KEY)) || {}; } catch (error) { return {}; }
  }
  function save(state) {
    try { window.localStorage.setItem(KEY, JSON.stringify(state)); } catch (error) { /* private mode */ }
  }

  function number(question, part) {
    var input = question.querySelector('input[data-part="' + part + '"]');
    var text = input ? input.value.trim() : "";
    return /^\d+$/.test(text) ? String(parseInt(text, 10)) : text;
  }

  /* A described form (data-part on each field), written like data-answer: the fields' values in
     order, a field's several choices joined by data-separator; an option marked data-alone, when
     chosen, is the whole answer. */
  function parts(question) {
    var separator = question.dataset.separator || " ", values = [], alone = "";
    each(question.querySelectorAll("[data-part]"), function (part) {
      if (part.tagName === "INPUT") { values.push(number(question, part.dataset.part)); return; }
      var chosen = [];
      each(part.querySelectorAll("input:checked"), function (input) {
        chosen.push(input.value);
        if (input.parentNode.dataset.alone) { alone = input.value; }
      });
      values.push(chosen.join(separator));
    });
    return alone || values.join(" ");
  }

  /* The reader's choice, written like data-answer. */
  function response(question) {
    var checked = [];
    each(question.querySelectorAll("input:checked"), function (input) { checked.push(input.value); });
    switch (question.dataset.kind) {
      case "which-cards": return checked.join(" ");
      case "trick-winner": return checked[0] || "";
      case "trick-points": return number(question, "points");
      case "declarations":
        return checked[0] === "none" ? "none" : (checked[0] || "") + " " + number(question, "points");
      case "deal-score": return [checked[0] || "", number(question, "NS"), number(question, "EW")].join(" ");
      default: return parts(question);
    }
  }

  function stars(right, total, most) {
    return total ? Math.floor((most * right) / total) : 0;
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) { return name in values ? values[name] : all; });
  }

  function progress() {
    var state = load();
    each(document.querySelectorAll(".belote-quiz"), function (quiz) {
      var questions = quiz.querySelectorAll(".belote-question"), answered = 0, right = 0;
      each(questions, function (question) {
        var kept = state[question.dataset.question];
        if (kept) { answered += 1; right += kept.first ? 1 : 0; }
        question.classList.toggle("belote-done", Boolean(kept));
      });
      var line = quiz.querySelector(".belote-quiz-progress");
      if (line) {
        line.textContent = fill(line.dataset.template, {
          answered: answered, total: questions.length, stars: stars(right, questions.length, 3)
        });
      }
    });
    each(document.querySelectorAll(".belote-progress"), function (table) {
      var most = parseInt(table.dataset.most, 10);
      each(table.querySelectorAll("tr[data-quiz]"), function (row) {
        var prefix = row.dataset.quiz + "/", total = parseInt(row.dataset.total, 10), answered = 0, right = 0;
        Object.keys(state).forEach(function (id) {
          if (id.indexOf(prefix) === 0) { answered += 1; right += state[id].first ? 1 : 0; }
        });
        if (answered) { row.querySelector(".belote-answered").textContent = answered + " / " + total; }
        var cell = row.querySelector(".belote-stars"), count = stars(right, total, most);
        cell.textContent = "";
        var shown = document.createElement("span");
        shown.setAttribute("aria-hidden", "true");
        shown.textContent = new Array(count + 1).join("★") + new Array(most - count + 1).join("☆");
        var said = document.createElement("span");
        said.className = "belote-sr";
        said.textContent = fill(cell.dataset.label, { stars: count });
        cell.appendChild(shown);
        cell.appendChild(said);
      });
    });
  }

  function check(question) {
    var given = response(question).replace(/\s+/g, " ").trim();
    var answer = question.dataset.answer, right = given === answer;
    var separator = question.dataset.separator || " ";
    var chosen = given.split(separator), wanted = answer.split(separator);
    question.querySelector(".belote-right").hidden = !right;
    question.querySelector(".belote-wrong").hidden = right;
    var list = question.querySelector(".belote-explanation");
    list.hidden = false;
    each(list.children, function (item) {
      var subject = item.dataset["for"], show;
      if (item.dataset.always) {
        show = true;
      } else if (question.dataset.kind === "which-cards" || question.dataset.separator) {
        show = right ? item.dataset.allowed === "false" : (chosen.indexOf(subject) >= 0) !== (wanted.indexOf(subject) >= 0);
      } else {
        show = !right && chosen.indexOf(subject) >= 0;
      }
      item.hidden = !show;
    });
    question.classList.toggle("belote-is-right", right);
    question.classList.toggle("belote-is-wrong", !right);
    var state = load(), id = question.dataset.question;
    state[id] = { first: state[id] ? state[id].first : right, right: right };
    save(state);
    progress();
  }

  /* Listened to on the document, so that a question the reader's rules swap in (belote-house-rules.js)
     answers too. */
  function start() {
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest(".belote-question .belote-check");
      if (button) { check(button.closest(".belote-question")); }
    });
    document.addEventListener("keydown", function (event) {
      var input = event.target;
      if (event.key === "Enter" && input.matches && input.matches('.belote-question input[type="number"]')) {
        event.preventDefault();
        check(input.closest(".belote-question"));
      }
    });
    document.addEventListener("belote-house-rules", progress);
    each(document.querySelectorAll(".belote-forget"), function (button) {
      button.addEventListener("click", function () {
        try { window.localStorage.removeItem(KEY); } catch (error) { /* nothing kept */ }
        progress();
      });
    });
    progress();
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
}());
