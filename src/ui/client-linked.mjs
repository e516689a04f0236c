// Astro client directive `client:linked`: an island that a link can address
// starts at once when the page's address carries one of its keys (a shared
// link must reopen the board, the method and the step it names), and
// otherwise only when it comes near the screen — so a long lesson page does
// not spend its first seconds starting a solver the reader has not reached.
// Until it starts, the island says so itself (src/ui/sliding/Starting.tsx).
//
// Usage: <Island client:linked={{ keys: ['board', 'move'], rootMargin: '800px' }} />
// Registered in astro.config.mjs; Astro inlines this function in each page.
export default (load, options, el) => {
  const { keys = [], rootMargin = '0px' } = options.value ?? {};
  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  const params = new URLSearchParams(window.location.search);
  if (keys.some((key) => params.has(key))) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin },
  );
  // The island element itself has no box (display: contents); its children do.
  for (const child of el.children) observer.observe(child);
};
