// The play page: draws the states the engine computes in a Web Worker and sends the learner's choices.
// No rule logic here: legal cards, reasons, calls, the computer's moves and scores all come from
// belote_teach.web.session. Texts come from the engine's states or the page's data-* labels.
(function () {
  "use strict";
  const root = document.querySelector(".belote-play");
  if (!root) return;
  const $ = (selector) => root.querySelector(selector);
  const params = new URLSearchParams(location.search);
  const delay = params.has("delay") ? Number(params.get("delay")) : 450;
  const absolute = (path) => new URL(path, location.href).href;
  const worker = new Worker(absolute(root.dataset.worker), { type: "module" });
  const pending = new Map();
  let next = 0;
  let state = null;
  let focusCard = 0;
  let hinted = false;
  const timings = (window.beloteTimings = { ready: null, moves: [] });

  function ask(request) {
    return new Promise((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      worker.postMessage({ id, request });
    });
  }
  worker.onmessage = (event) => {
    const data = event.data;
    if (data.ready) {
      timings.ready = performance.now();
      timings.phases = data.phases;
      $("[data-status]").textContent = root.dataset.readyLabel;
      $("[data-start]").disabled = false;
      root.dataset.ready = "true";
      return;
    }
    if (data.failed) {
      $("[data-status]").textContent = root.dataset.failedLabel;
      root.dataset.failed = data.failed;
      return;
    }
    const resolve = pending.get(data.id);
    pending.delete(data.id);
    if (data.reply && data.reply.error) root.dataset.error = data.reply.error;
    resolve(Object.assign(data.reply, { _ms: data.ms }));
  };
  worker.postMessage({ pyodide: absolute(root.dataset.pyodide), wheel: absolute(root.dataset.wheel) });

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (_, key) => values[key]);
  }

  function button(attrs, html, onClick) {
    const element = document.createElement("button");
    element.type = "button";
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    element.innerHTML = html;
    element.addEventListener("click", onClick);
    return element;
  }

  function say(lines) {
    const log = $("[data-log]");
    for (const line of lines) {
      const item = document.createElement("li");
      item.textContent = line;
      log.appendChild(item);
    }
    while (log.children.length > 40) log.removeChild(log.firstChild);
  }

  function draw(next) {
    state = next;
    root.dataset.states = String(Number(root.dataset.states || 0) + 1);
    say(state.log || []);
    root.dataset.phase = state.phase;
    root.dataset.turn = state.turn || "";
    $("[data-match]").textContent = state.match_line;
    root.dataset.players = String(state.seats.length);
    for (const box of root.querySelectorAll("[data-seat]")) {
      const seat = box.dataset.seat;
      box.hidden = !state.seats.includes(seat);
      if (box.hidden) continue;
      box.textContent = `${state.names[seat]} · ${fill(root.dataset.cardsLabel, { count: state.hand_sizes[seat] })}`;
      box.classList.toggle("belote-play-to-play", state.turn === seat);
    }
    $("[data-face-up]").innerHTML = (state.table || []).map((card) => card.svg).join("");
    $("[data-trick]").innerHTML = state.trick_svg;
    const contract = $("[data-contract]");
    contract.textContent = state.contract || "";
    if (state.retourne) contract.innerHTML = state.retourne.svg;
    const calls = $("[data-calls]");
    calls.replaceChildren(...state.calls.map((call) =>
      button({ "data-call": call.call, class: call.bid ? "belote-play-bid" : "" }, "", () => act(call.call))));
    calls.querySelectorAll("button").forEach((element, i) => { element.textContent = state.calls[i].label; });
    const hand = $("[data-hand]");
    const mine = state.turn === "S" && state.phase === "play";
    hand.replaceChildren(...state.hand.map((card, i) => {
      const legal = mine && card.legal;
      const label = mine && !legal ? `${card.name} (${root.dataset.forbiddenLabel})` : card.name;
      const element = button({ "data-card": card.card, "data-legal": String(legal), "aria-label": label,
        tabindex: i === Math.min(focusCard, state.hand.length - 1) ? "0" : "-1", class: "belote-play-card" },
      // the card's face as a picture without text nodes: the button's name is the card's name alone
      `<img alt="" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.svg)}">` + (mine && !legal ? '<span class="belote-play-no" aria-hidden="true">✕</span>' : ""),
      () => { focusCard = i; act(card.card); });
      element.addEventListener("mouseenter", () => cost(card.card));
      element.addEventListener("focus", () => { focusCard = i; cost(card.card); });
      return element;
    }));
    $("[data-hint]").disabled = !mine;
    $("[data-undo]").disabled = !state.can_undo || state.turn !== "S";
    if (!mine) { $("[data-hint-text]").textContent = ""; hinted = false; }
    const result = $("[data-result]");
    result.hidden = state.phase !== "over";
    if (state.phase === "over") showResult();
    if (state.phase !== "over" && state.turn !== "S") setTimeout(step, delay);
  }

  function showResult() {
    const score = $("[data-score]");
    for (const key of Object.keys(score.dataset)) if (key !== "score") delete score.dataset[key];
    for (const [who, points] of Object.entries(state.score)) score.dataset[who.toLowerCase()] = points;
    score.textContent = state.match_text || "";
    $("[data-breakdown]").replaceChildren(...state.breakdown.map((line) => {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    const record = $("[data-deal-record]");
    record.value = state.record;
    record.textContent = state.record;
    $("[data-review]").hidden = state.thrown_in;
    $("[data-next]").disabled = state.match_over;
    $("[data-review-list]").replaceChildren();
    root.dataset.dealsPlayed = String(Number(root.dataset.dealsPlayed || 0) + 1);
  }

  async function step() {
    const begun = performance.now();
    const reply = await ask({ op: "run", limit: 1 });
    timings.moves.push({ level: root.querySelector('[name="level"]').value, ms: reply._ms, wall: performance.now() - begun });
    draw(reply);
  }

  async function act(action) {
    if (!state || state.turn !== "S") return;
    const reply = await ask({ op: "choose", action });
    const box = $("[data-reason-box]");
    if (reply.refused) {
      $("[data-reason]").textContent = reply.refused.reason;
      $("[data-reason]").dataset.rule = reply.refused.rule;
      $("[data-rule-link]").href = reply.refused.href;
      box.hidden = false;
      return;
    }
    box.hidden = true;
    draw(reply);
    const first = $("[data-hand] button[tabindex='0']");
    if (first && state.turn === "S") first.focus();
  }

  // The solver can take seconds: say so in the polite status region and disable the tools meanwhile.
  async function thinking(request) {
    const status = $("[data-status]");
    const tools = [...root.querySelectorAll("[data-hint], [data-undo], [data-review], [data-next]")];
    const before = tools.map((element) => element.disabled);
    tools.forEach((element) => { element.disabled = true; });
    root.dataset.busy = "true";
    status.textContent = root.dataset.thinkingLabel;
    try {
      return await ask(request);
    } finally {
      tools.forEach((element, i) => { element.disabled = before[i]; });
      status.textContent = "";
      delete root.dataset.busy;
    }
  }

  async function cost(card) {
    if (!hinted || !state || state.turn !== "S" || state.phase !== "play" || root.dataset.busy) return;
    const reply = await ask({ op: "hint", card });
    if (reply.cost_text) $("[data-hint-text]").textContent = `${reply.text} ${reply.cost_text}`;
  }

  $("[data-hand]").addEventListener("keydown", (event) => {
    const cards = [...$("[data-hand]").querySelectorAll("button")];
    const at = cards.indexOf(document.activeElement);
    if (at < 0) return;
    const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let to = at;
    if (event.key in moves) to = (at + moves[event.key] + cards.length) % cards.length;
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = cards.length - 1;
    else return;
    event.preventDefault();
    cards[at].tabIndex = -1;
    cards[to].tabIndex = 0;
    cards[to].focus();
    focusCard = to;
  });
  root.querySelector("form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    $("[data-log]").replaceChildren();
    root.dataset.dealsPlayed = "0";
    const seed = params.has("seed") ? Number(params.get("seed")) : null;
    draw(await ask({ op: "new", preset: form.preset.value, level: form.level.value, lang: root.dataset.lang, seed }));
  });
  $("[data-hint]").addEventListener("click", async () => {
    hinted = true;
    const reply = await thinking({ op: "hint" });
    $("[data-hint-text]").textContent = reply.text;
    $("[data-hint-text]").dataset.best = reply.best.join(" ");
  });
  $("[data-undo]").addEventListener("click", async () => draw(await ask({ op: "undo" })));
  $("[data-next]").addEventListener("click", async () => {
    $("[data-reason-box]").hidden = true;
    draw(await ask({ op: "next" }));
  });
  $("[data-review]").addEventListener("click", async () => {
    const reply = await thinking({ op: "review" });
    // Each of South's cards: the engine's sentence, then the principal line, trick by trick, folded.
    const element = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    $("[data-review-list]").replaceChildren(...reply.review.map((row) => {
      const item = document.createElement("li");
      item.dataset.cost = row.cost;
      const details = document.createElement("details");
      const line = document.createElement("ol");
      line.className = "belote-play-line";
      line.replaceChildren(...row.line.map((trick) => {
        const step = element("li", trick.text);
        step.dataset.trick = trick.trick;
        step.dataset.winner = trick.winner;
        return step;
      }));
      details.append(element("summary", row.line_title), line);
      item.append(element("p", row.text), details);
      return item;
    }));
  });
})();
