// A game's page (bot/web/html.py): the slider, the arrow keys and the log's entries show
// the board after any move without reloading the page. Boards come from
// <boards><move>.png?l=<language>&v=<version>; each has a version of its own, so a board
// once loaded is kept by the browser, and the neighbours of the board shown are loaded
// ahead. Read-only: nothing here sends anything but those image requests.
"use strict";

(function () {
  const viewer = document.getElementById("viewer");
  if (!viewer) {
    return; // a lobby: no board yet
  }
  const board = document.getElementById("board");
  const slider = document.getElementById("slider");
  const caption = document.getElementById("caption");
  const where = document.getElementById("where");
  const frame = document.getElementById("frame");
  const zoom = document.getElementById("zoom");
  const full = document.getElementById("full");
  const log = document.getElementById("log");
  const last = Number(viewer.dataset.last);
  const lang = viewer.dataset.lang;
  const entries = Array.from(log.querySelectorAll("li[data-ply]"));
  const versions = entries.map((li) => li.dataset.v);
  const ahead = new Map(); // move -> Image loaded ahead
  let wanted = Number(board.dataset.ply);
  let timer = 0;

  function url(ply) {
    return viewer.dataset.boards + ply + ".png?l=" + encodeURIComponent(lang) +
      "&v=" + encodeURIComponent(versions[ply]);
  }

  function words(ply) {
    const template = ply === 0 ? viewer.dataset.atSetup : viewer.dataset.after;
    return template.replace("{ply}", String(ply)).replace("{last}", String(last));
  }

  function query(ply) {
    return "?ply=" + ply + "&l=" + encodeURIComponent(lang);
  }

  function loadAhead(ply) {
    if (ply < 0 || ply > last || ahead.has(ply)) {
      return;
    }
    const image = new Image();
    image.src = url(ply);
    ahead.set(ply, image);
  }

  function ready(ply) {
    const image = ahead.get(ply);
    return image !== undefined && image.complete && image.naturalWidth > 0;
  }

  function follow(li) {
    // Keep the current entry in sight when the log scrolls on its own (wide screens).
    if (log.scrollHeight > log.clientHeight + 1) {
      const top = li.offsetTop - log.offsetTop;
      if (top < log.scrollTop || top + li.offsetHeight > log.scrollTop + log.clientHeight) {
        log.scrollTop = Math.max(0, top - log.clientHeight / 2);
      }
    }
  }

  function show(ply) {
    ply = Math.max(0, Math.min(last, ply));
    wanted = ply;
    slider.value = String(ply);
    where.textContent = ply + "/" + last;
    caption.textContent = words(ply);
    // The last board is described in words (its alt text); the others by their move.
    board.alt = ply === last && viewer.dataset.described ? viewer.dataset.described : words(ply);
    full.href = url(ply);
    const steps = {first: 0, previous: Math.max(0, ply - 1),
      next: Math.min(last, ply + 1), last: last};
    for (const [id, target] of Object.entries(steps)) {
      document.getElementById(id).href = query(target);
    }
    for (const li of entries) {
      const current = Number(li.dataset.ply) === ply;
      li.classList.toggle("current", current);
      if (current) {
        li.setAttribute("aria-current", "step");
        follow(li);
      } else {
        li.removeAttribute("aria-current");
      }
    }
    history.replaceState(null, "", query(ply));
    window.clearTimeout(timer);
    if (ready(ply)) {
      board.src = url(ply);
    } else {
      // While the slider moves, ask only for the board it stops at.
      board.classList.add("loading");
      timer = window.setTimeout(() => { board.src = url(ply); }, 90);
    }
  }

  board.addEventListener("load", () => {
    const match = /\/(\d+)\.png/.exec(new URL(board.src).pathname);
    const ply = match ? Number(match[1]) : -1;
    if (ply !== wanted) {
      return;
    }
    board.dataset.ply = String(ply);
    board.classList.remove("loading");
    loadAhead(ply + 1);
    loadAhead(ply - 1);
    loadAhead(ply + 2);
  });

  slider.addEventListener("input", () => show(Number(slider.value)));

  document.addEventListener("keydown", (event) => {
    if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) {
      return; // the slider moves itself with the keys
    }
    const moves = {ArrowLeft: wanted - 1, ArrowRight: wanted + 1, Home: 0, End: last,
      PageUp: wanted - 10, PageDown: wanted + 10};
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });

  document.addEventListener("click", (event) => {
    const link = event.target.closest("a");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    const li = link.closest("li[data-ply]");
    const step = link.classList.contains("step");
    if (!li && !step) {
      return;
    }
    event.preventDefault();
    show(Number(new URL(link.href).searchParams.get("ply")));
  });

  function toggleZoom() {
    const zoomed = frame.classList.toggle("zoomed");
    zoom.setAttribute("aria-pressed", String(zoomed));
  }
  zoom.addEventListener("click", toggleZoom);
  board.addEventListener("dblclick", toggleZoom);

  const format = new Intl.DateTimeFormat(lang, {dateStyle: "medium", timeStyle: "short"});
  for (const time of document.querySelectorAll("time[datetime]")) {
    time.textContent = format.format(new Date(time.dateTime));
  }
  const current = entries[wanted];
  if (current) {
    follow(current);
  }
})();
