/**
 * A view too large to draw in one go, drawn part by part: the stage counts
 * up from 0 to `count`, one step per frame, and a view draws its parts as
 * the stage reaches them. Preact runs an effect in a task of its own after
 * the next frame has been drawn (a timeout after requestAnimationFrame, or
 * after 100 ms when no frame comes), so each part is made in its own task
 * and laid out and painted before the next part starts: no single task on
 * the page's main thread does all of it.
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
    if (staged && stage < count) setAt({ of, stage: stage + 1 });
  }, [of, stage, staged]);
  return stage;
}
