/**
 * The Akari views' styles are the engine genres' (src/ui/inequalities/engine-css.ts).
 * The name stays because the worked-example exports (src/export/akari.tsx,
 * src/export/shakashaka.tsx) import it from here.
 */
export { ENGINE_CSS as AKARI_CSS } from '../inequalities/engine-css';
