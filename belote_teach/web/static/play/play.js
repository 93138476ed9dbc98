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
  let hint = null;  // the last hint's reply, for the state it was asked in (hint.at): best cards, costs, reasons
  let showCosts = false;
  let height = null;  // the coinche bid's height the chooser shows (its suits' buttons are the calls at that height)
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

  function button(attrs, html, onClick) {
    const element = document.createElement("button");
    element.type = "button";
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    element.innerHTML = html;
    element.addEventListener("click", onClick);
    return element;
  }

  // The deal's log: a state keeps the first log_from lines (fewer after an undo, none in a new deal), then adds its own.
  function say(from, lines) {
    const log = $("[data-log]");
    while (log.children.length > from) log.lastChild.remove();
    for (const line of lines) {
      const item = document.createElement("li");
      item.textContent = line;
      log.appendChild(item);
    }
    log.scrollTop = log.scrollHeight;
  }

  // The card that takes the keyboard focus: the one last used, or when South is to play the nearest legal card.
  function focusIndex(cards, mine) {
    const at = Math.max(0, Math.min(focusCard, cards.length - 1));
    if (!mine) return at;
    for (let d = 0; d < cards.length; d++) {
      for (const i of [at + d, at - d]) if (i >= 0 && i < cards.length && cards[i].legal) return i;
    }
    return at;
  }

  // The hint's costs on the cards (when "show costs" is on): the points each would cost, 0 for the best.
  function markCosts() {
    const fresh = hint && hint.at === root.dataset.states;
    for (const element of root.querySelectorAll("[data-hand] button[data-card]")) {
      element.querySelector(".belote-play-cost")?.remove();
      const card = element.dataset.card;
      const known = fresh && card in hint.costs;
      if (known) element.dataset.best = String(hint.costs[card] === 0);
      else delete element.dataset.best;
      if (!known || !showCosts) continue;
      const badge = document.createElement("span");
      badge.className = "belote-play-cost";
      badge.dataset.cost = hint.costs[card];
      badge.textContent = hint.costs[card] ? `−${hint.costs[card]}` : "0";
      element.append(badge);
      element.setAttribute("aria-label", hint.cost_texts[card]);
    }
  }

  function showHint() {
    $("[data-hint-text]").textContent = hint.text;
    $("[data-hint-text]").dataset.best = hint.best.join(" ");
    $("[data-hint-reason]").textContent = hint.reason;
    if (hint.call === undefined) {
      markCosts();
      return;
    }
    // the auction's hint: the advised call's height is shown, and its button marked (a double border, and named in the text)
    const advised = state.calls.find((call) => call.call === hint.call);
    if (advised && advised.height) {
      height = advised.height;
      drawSuits();
    }
    markCall();
  }

  function markCall() {
    const fresh = hint && hint.at === root.dataset.states && hint.call !== undefined;
    for (const element of root.querySelectorAll("[data-call-group] button[data-call]")) {
      if (fresh && element.dataset.call === hint.call) element.dataset.best = "true";
      else delete element.dataset.best;
    }
  }

  function callButton(call, text) {
    const element = button({ "data-call": call.call, class: call.bid ? "belote-play-bid" : "" }, "", () => act(call.call));
    element.textContent = text;
    if (text !== call.label) element.setAttribute("aria-label", call.label);  // the visible suit, named with its height
    return element;
  }

  // A coinche auction's bids: a height chooser (− and +) and one button per trump at that height, so that
  // a phone shows a dozen buttons rather than every bid of the ladder.
  function heights() {
    return [...new Set(state.calls.filter((call) => call.height).map((call) => call.height))];
  }

  function drawSuits() {
    const ladder = heights();
    const chooser = $("[data-heights]");
    chooser.hidden = !ladder.length;
    if (!ladder.includes(height)) height = ladder.length ? ladder[0] : null;
    const here = state.calls.filter((call) => call.height && call.height === height);
    $("[data-suits]").replaceChildren(...here.map((call) => callButton(call, call.trump_label)));
    $("[data-height]").textContent = here.length ? here[0].height_label : "";
    $("[data-height]").dataset.value = height || "";
    $("[data-height-down]").disabled = !ladder.length || ladder.indexOf(height) <= 0;
    $("[data-height-up]").disabled = !ladder.length || ladder.indexOf(height) >= ladder.length - 1;
    markCall();
  }

  function stepHeight(by) {
    const ladder = heights();
    const at = ladder.indexOf(height) + by;
    if (at < 0 || at >= ladder.length) return;
    height = ladder[at];
    drawSuits();
  }

  async function askHint() {
    const at = root.dataset.states;
    const reply = await thinking({ op: "hint" });
    if (at !== root.dataset.states || reply.error) return;  // the position changed meanwhile: a stale answer
    hint = Object.assign(reply, { at });
    showHint();
  }

  function draw(next) {
    state = next;
    const hand = $("[data-hand]");
    const active = document.activeElement;
    const focused = hand.contains(active) || $("[data-call-group]").contains(active);  // keep the focus in the play
    root.dataset.states = String(Number(root.dataset.states || 0) + 1);
    say(state.log_from || 0, state.log || []);
    $("[data-status]").textContent = state.status;
    root.dataset.phase = state.phase;
    root.dataset.turn = state.turn || "";
    $("[data-match]").textContent = state.match_line;
    root.dataset.players = String(state.seats.length);
    for (const box of root.querySelectorAll("[data-seat]")) {
      const seat = box.dataset.seat;
      box.hidden = !state.seats.includes(seat);
      if (box.hidden) continue;
      box.textContent = `${state.names[seat]} · ${state.hand_labels[seat]}` + (state.dealer === seat ? ` · ${root.dataset.dealerLabel}` : "");
      box.classList.toggle("belote-play-to-play", state.turn === seat);
    }
    $("[data-face-up]").innerHTML = (state.table || []).map((card) => card.svg).join("");
    $("[data-trick]").innerHTML = state.trick_svg;
    const contract = $("[data-contract]");
    contract.textContent = state.contract || "";
    if (state.retourne) {  // the turned card, named in words beside its picture
      contract.replaceChildren(Object.assign(document.createElement("span"), { textContent: state.turned }), " ");
      contract.dataset.turned = state.retourne.card;
      contract.insertAdjacentHTML("beforeend", state.retourne.svg);
    } else delete contract.dataset.turned;
    $("[data-dealer]").textContent = state.dealer_text;
    const high = $("[data-high-bid]");
    high.hidden = !state.high_bid;
    high.textContent = state.high_bid ? state.high_bid.text : "";
    high.dataset.highBid = state.high_bid ? state.high_bid.call : "";
    high.dataset.bidder = state.high_bid ? state.high_bid.seat : "";
    $("[data-calls]").replaceChildren(...state.calls.filter((call) => !call.height).map((call) => callButton(call, call.label)));
    drawSuits();
    const mine = state.turn === "S" && state.phase === "play";
    const focusAt = focusIndex(state.hand, mine);
    hand.replaceChildren(...state.hand.map((card, i) => {
      const legal = mine && card.legal;
      const label = mine && !legal ? `${card.name} (${root.dataset.forbiddenLabel})` : card.name;
      const element = button({ "data-card": card.card, "data-legal": String(legal), "aria-label": label,
        tabindex: i === focusAt ? "0" : "-1", class: "belote-play-card" },
      // the card's face as a picture without text nodes: the button's name is the card's name alone
      `<img alt="" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.svg)}">` + (mine && !legal ? '<span class="belote-play-no" aria-hidden="true">✕</span>' : ""),
      () => { focusCard = i; act(card.card); });
      element.addEventListener("mouseenter", () => cost(card.card));
      element.addEventListener("focus", () => { focusCard = i; cost(card.card); });
      return element;
    }));
    $("[data-hint]").disabled = !state.can_hint;
    $("[data-costs]").disabled = !mine;
    $("[data-undo]").disabled = !state.can_undo || state.turn !== "S";
    for (const selector of ["[data-hint-text]", "[data-hint-reason]", "[data-card-cost]"]) $(selector).textContent = "";
    delete $("[data-hint-text]").dataset.best;
    const result = $("[data-result]");
    result.hidden = state.phase !== "over";
    if (state.phase === "over") showResult();
    if (focused) focusPlay();
    if (mine && showCosts) askHint();
    if (state.phase !== "over" && state.turn !== "S") setTimeout(step, delay);
  }

  // The focus stays in the play: the next legal card, the calls, or the review after the last card.
  function focusPlay() {
    const mine = state.turn === "S" && state.phase === "play";
    const target = state.phase === "over" ? $("[data-review]:not([hidden])") || $("[data-next]")
      : state.turn === "S" && state.calls.length && !mine ? $("[data-call-group] button[data-call]")
        : $("[data-hand] button[tabindex='0']") || $("[data-call-group] button[data-call]");
    if (target) target.focus();
  }

  function showResult() {
    const score = $("[data-score]");
    for (const key of Object.keys(score.dataset)) if (key !== "score") delete score.dataset[key];
    for (const [who, points] of Object.entries(state.score)) score.dataset[who.toLowerCase()] = points;
    score.textContent = state.match_text || "";
    $("[data-verdict]").textContent = state.verdict;
    $("[data-breakdown]").replaceChildren(...state.breakdown.map((line) => {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    const record = $("[data-deal-record]");
    record.value = state.record;
    record.textContent = state.record;
    $("[data-review]").hidden = !state.reviewable;
    $("[data-next]").disabled = state.match_over;
    $("[data-review-list]").replaceChildren();
    $("[data-review-calls]").replaceChildren();
    $("[data-review-calls]").hidden = true;
    $("[data-review-note]").hidden = true;
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
      say(reply.log_from, reply.log);
      $("[data-reason]").textContent = reply.refused.reason;
      $("[data-reason]").dataset.rule = reply.refused.rule;
      $("[data-rule-link]").href = reply.refused.href;
      box.hidden = false;
      return;
    }
    box.hidden = true;
    draw(reply);
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
      status.textContent = state ? state.status : "";
      delete root.dataset.busy;
    }
  }

  // What the card under the pointer or the keyboard would cost: from the hint already given, never a new request.
  function cost(card) {
    if (hint && hint.at === root.dataset.states && hint.cost_texts && card in hint.cost_texts) $("[data-card-cost]").textContent = hint.cost_texts[card];
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
    root.dataset.dealsPlayed = "0";
    // a fixed deal for tests and tools: ?seed=N in the address, or data-seed on the table (a new match each Deal)
    const fixed = root.dataset.seed ?? params.get("seed");
    const seed = fixed != null ? Number(fixed) : null;
    draw(await ask({ op: "new", preset: form.preset.value, level: form.level.value, lang: root.dataset.lang, seed }));
    focusPlay();
  });
  $("[data-hint]").addEventListener("click", askHint);
  $("[data-height-down]").addEventListener("click", () => stepHeight(-1));
  $("[data-height-up]").addEventListener("click", () => stepHeight(1));
  $("[data-heights]").addEventListener("keydown", (event) => {  // the arrow keys step too, as on a spin button
    const by = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
    if (!by) return;
    event.preventDefault();
    stepHeight(by);
  });
  $("[data-costs]").addEventListener("click", () => {
    showCosts = !showCosts;
    $("[data-costs]").setAttribute("aria-pressed", String(showCosts));
    $("[data-costs-note]").hidden = !showCosts;
    if (!showCosts) {  // the cards' own names again
      for (const element of root.querySelectorAll("[data-hand] button[data-card]")) {
        const card = state.hand.find((c) => c.card === element.dataset.card);
        element.setAttribute("aria-label", card.legal || state.turn !== "S" ? card.name : `${card.name} (${root.dataset.forbiddenLabel})`);
      }
    }
    if (hint && hint.at === root.dataset.states) markCosts();
    else if (showCosts) askHint();
  });
  $("[data-undo]").addEventListener("click", async () => draw(await ask({ op: "undo" })));
  $("[data-next]").addEventListener("click", async () => {
    $("[data-reason-box]").hidden = true;
    draw(await ask({ op: "next" }));
    focusPlay();  // the Next button is hidden now: the focus goes back to the calls or the hand
  });
  $("[data-review]").addEventListener("click", async () => {
    const reply = await thinking({ op: "review" });
    // Each of South's cards: its cost at a glance, the engine's sentence, the reason when it cost points
    // and what South could have known, then the lines of best play, trick by trick, folded.
    const element = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    const folded = (title, tricks) => {
      const details = document.createElement("details");
      const line = document.createElement("ol");
      line.className = "belote-play-line";
      line.replaceChildren(...tricks.map((trick) => {
        const step = element("li", trick.text);
        step.dataset.trick = trick.trick;
        step.dataset.winner = trick.winner;
        return step;
      }));
      details.append(element("summary", title), line);
      return details;
    };
    // South's calls: the advised call, their expected scores and the difference, and why the advised call
    const calls = $("[data-review-calls]");
    calls.hidden = !(reply.calls || []).length;
    calls.replaceChildren(...(reply.calls || []).map((row) => {
      const item = document.createElement("li");
      Object.assign(item.dataset, { call: row.call, advised: row.advised, cost: row.cost });
      const badge = element("span", row.cost ? `−${row.cost}` : "0");
      badge.className = "belote-play-cost";
      badge.setAttribute("aria-hidden", "true");
      const text = element("p", row.text);
      text.prepend(badge, " ");
      item.append(text, Object.assign(element("p", row.reason), { className: "belote-play-why" }));
      return item;
    }));
    const note = $("[data-review-note]");
    note.textContent = reply.note;
    note.hidden = false;
    $("[data-review-list]").replaceChildren(...reply.rows.map((row) => {
      const item = document.createElement("li");
      item.dataset.cost = row.cost;
      item.dataset.played = row.played;
      const badge = element("span", row.cost ? `−${row.cost}` : "0");
      badge.className = "belote-play-cost";
      badge.setAttribute("aria-hidden", "true");
      const text = element("p", row.text);
      text.prepend(badge, " ");
      item.append(text);
      if (row.reason) item.append(Object.assign(element("p", row.reason), { className: "belote-play-why" }));
      if (row.reason) item.lastChild.dataset.reviewReason = "";
      if (row.known) item.append(Object.assign(element("p", row.known), { className: "belote-play-known" }));
      if (row.known) item.lastChild.dataset.reviewKnown = "";
      item.append(folded(row.line_title, row.line));
      if (row.played_line) item.append(folded(row.played_line_title, row.played_line));
      return item;
    }));
  });
  // The skip link goes first in the page: one Tab, Enter, and the next Tabs reach the rules, the level and Deal.
  document.body.prepend($("[data-skip]"));
})();
