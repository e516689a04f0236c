/**
 * A view too large to draw in one go, drawn part by part: the stage counts
 * up from 0 to `count`, one step per frame, and a view draws its parts as
 * the stage reaches them. Each next stage waits for an animation frame and
 * then for a task of its own after it, so each part is made in its own task
 * and laid out and painted before the next part starts: no single task on
 * the page's main thread does all of it. (Preact's effects alone are not
 * enough: they fall back to a 100 ms timeout when no frame comes sooner,
 * and on a loaded machine several parts then ran before one layout of all.)
 *
 * `of` is what is being drawn (a reply, a model): a new one starts again at
 * stage 0. With `staged` false every part is drawn at once (stage = count),
 * as a small view, and the server's render, should be.
 */
import { useEffect, useState } from 'preact/hooks';

export function useStages(of: unknown, count: number, staged = true): number {
  const [at, setAt] = useState<{ of: unknown; stage: number }>({ of, stage: 0 });
  const stage = !staged ? count : at.of === of ? at.stage : 0;
  useEffect(() => {
    if (!staged || stage >= count) return;
    return afterFrame(() => setAt({ of, stage: stage + 1 }));
  }, [of, stage, staged]);
  return stage;
}

/** Runs `next` in a task after the next frame is drawn (at once in a hidden page, which draws none); returns a cancel. */
function afterFrame(next: () => void): () => void {
  let timer = 0;
  let frame = 0;
  if (document.visibilityState === 'hidden') timer = window.setTimeout(next, 0);
  else frame = requestAnimationFrame(() => (timer = window.setTimeout(next, 0)));
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
