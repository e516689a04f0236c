// Astro client directive `client:linked`: an island that a link can address
// starts at once when the page's address carries one of its keys (a shared
// link must reopen the board, the method and the step it names), and
// otherwise when it comes near the screen — so a long lesson page does not
// spend its first seconds starting a solver the reader has not reached.
//
// A reader may still press a button or a key, or pick from a select, before the island has started
// (its buttons are then only markup). Such a press is not lost: it starts the
// island at once and is held back, then played again on the same control once
// the island runs. Until then the island says it is starting
// (src/ui/Starting.tsx).
//
// Usage: <Island client:linked={{ keys: ['board', 'move'], rootMargin: '800px' }} />
// (no keys: start when near the screen, or on the first press).
// With `bringIntoView: true`, a link that names the island also scrolls the page to it, and keeps
// the island hidden until it has applied the link, so its empty first markup never shows.
// Registered in astro.config.mjs; Astro inlines this function in each page.
// Preact runs effects in a timeout after the next animation frame (or after 100 ms when no frame
// comes, in a hidden tab); an effect's state change renders again and runs its own effects the same
// way. Two such rounds, each ending after Preact's own timeout, see both through.
const afterEffects = () => new Promise((resolve) => {
  let rounds = 0;
  const round = () => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      setTimeout(() => (++rounds < 2 ? round() : resolve()), 0);
    };
    requestAnimationFrame(next);
    setTimeout(next, 120);
  };
  round();
});

export default (load, options, el) => {
  const { keys = [], rootMargin = '0px', bringIntoView = false } = options.value ?? {};
  /** Presses made before the island started: the control and what to play again on it. */
  const held = [];
  let running = null;
  let observer = null;

  // Where a control sits under the island, as child indices: hydration keeps
  // the server's elements, but if one is replaced the path finds its successor.
  const pathTo = (node) => {
    const path = [];
    for (let n = node; n && n !== el; n = n.parentElement) path.unshift(Array.prototype.indexOf.call(n.parentElement?.children ?? [], n));
    return path;
  };
  const nodeAt = (path) => path.reduce((n, i) => n?.children?.[i], el);

  // One press at a time, each after the renders the one before caused: an island's handler reads the
  // state of its last render, so two taps played in one go both started from the first state, and the
  // second undid the first (a reader's first lamp on the play board was lost that way).
  const replay = async () => {
    const presses = held.splice(0);
    for (const [k, { node, path, again }] of presses.entries()) {
      if (k > 0) await afterEffects();
      const target = node.isConnected ? node : nodeAt(path);
      if (target) again(target);
    }
  };

  const onEarlyPress = (event) => {
    if (!(event.target instanceof Element)) return;
    const node = event.target;
    if (event.type === 'beforeinput') {
      // The island's first render (hydration) and any render before the replay put the server's value back on a
      // field the reader is typing in, and the next key would then edit that value: the first letters typed into
      // the solver's box while it started were lost (a reader took it for a key the page kept for itself). Before
      // each edit, the field gets back the text and caret the reader left, so the edit lands where it belongs.
      const entry = held.find((h) => h.control && h.control === node.closest('input, textarea'));
      if (entry && entry.value !== undefined && entry.control.value !== entry.value) {
        entry.control.value = entry.value;
        if (entry.caret) entry.control.setSelectionRange(entry.caret[0], entry.caret[1]);
      }
      return;
    }
    if (event.type === 'click' && node.closest('select, input, textarea, label')) {
      // A form control's click opens its list or places the caret: let it; a change it makes is told below.
    } else if (event.type === 'click') {
      event.preventDefault();
      event.stopImmediatePropagation();
      // Played again as an event, not with .click(): an SVG element (a tile, a cell) has no click method.
      const { clientX, clientY, screenX, screenY, button, shiftKey, ctrlKey, altKey, metaKey, detail } = event;
      const init = { bubbles: true, cancelable: true, composed: true, view: window, clientX, clientY, screenX, screenY, button, shiftKey, ctrlKey, altKey, metaKey, detail };
      held.push({ node, path: pathTo(node), again: (t) => t.dispatchEvent(new MouseEvent('click', init)) });
    } else if (event.type !== 'click' && node.closest('select, input, textarea')) {
      // A form control does its own thing with a key (a select moves to the next option, a field
      // types) or a pick from a select's list (a change, with no key or click the island could
      // see): let it, and once the island runs, tell it the control's new value as a user edit
      // would — hydration keeps the island's first value, and its next render would put it back.
      // The value is kept as the reader left it: a render of the island before the replay (its first
      // effects) puts the server's value back on the control, and the replayed change would read that.
      const control = node.closest('select, input, textarea');
      // Typing and pasting tell an input event after the text has changed (a keydown comes before it,
      // and a paste from a menu or a drop sends no key at all): its value is the one to keep.
      const keepsValue = (event.type === 'change' || event.type === 'input') && control.type !== 'checkbox' && control.type !== 'radio';
      const entry = held.find((h) => h.control === control);
      // Where the caret is after the edit (a select has none), so an edit after a render that reset the text lands there.
      const caret = keepsValue && typeof control.selectionStart === 'number' ? [control.selectionStart, control.selectionEnd] : undefined;
      if (entry) {
        if (keepsValue) Object.assign(entry, { value: control.value, caret });
      } else {
        const pressed = { node: control, control, path: pathTo(control), value: keepsValue ? control.value : undefined, caret, again: (t) => {
          if (pressed.value !== undefined && t.value !== pressed.value) t.value = pressed.value;
          t.dispatchEvent(new Event('input', { bubbles: true }));
          t.dispatchEvent(new Event('change', { bubbles: true }));
        } };
        held.push(pressed);
      }
    } else if (event.type === 'keydown' && !['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) {
      // Enter and Space on a button become a click by themselves; other keys (arrows in a list) are played again.
      if ((event.key === 'Enter' || event.key === ' ') && node.closest('button, a')) return;
      event.preventDefault();
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      held.push({ node, path: pathTo(node), again: (t) => t.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true })) });
    }
    start();
  };

  const listen = (on) => {
    for (const type of ['click', 'keydown', 'beforeinput', 'input', 'change']) (on ? el.addEventListener : el.removeEventListener).call(el, type, onEarlyPress, true);
  };

  const start = () => {
    running ??= (async () => {
      observer?.disconnect();
      const hydrate = await load();
      await hydrate();
      // Hydration has rendered, but the island's effects run after the next paint, and one that sets
      // the island's first state (a board that starts over, a selection cleared) would undo a press
      // played now: the first tap or key was lost. So presses are still held until those effects,
      // and the renders they cause, have run.
      await afterEffects();
      listen(false);
      await replay();
    })();
    return running;
  };

  listen(true);
  const params = new URLSearchParams(window.location.search);
  if (keys.some((key) => params.has(key))) {
    if (bringIntoView) {
      const boxes = [...el.children];
      for (const child of boxes) child.style.visibility = 'hidden';
      boxes[0]?.scrollIntoView({ block: 'start' });
      // finally, not then: an island that fails to start must still show its markup (and its error).
      start().finally(() => {
        for (const child of el.children) child.style.visibility = '';
        // Islands above may have started meanwhile and grown: scroll again to where the island is now.
        el.children[0]?.scrollIntoView({ block: 'start' });
      });
      return;
    }
    start();
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin },
  );
  // The island element itself has no box (display: contents); its children do.
  for (const child of el.children) observer.observe(child);
};
