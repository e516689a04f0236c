/**
 * The one option both methods take: which families the model has. The
 * corrected model without the non-local family E is the default, because
 * (measured in facts.ts and the benchmark) E never removes an assignment the
 * other families admit, and it is the bulk of the model on large boards.
 */
import type { OptionValues } from '../../core/trace';
import type { MethodOption } from '../types';
import { isModelVariant, VARIANT_NAMES, type ModelVariant } from './model/families';

export const DEFAULT_VARIANT: ModelVariant = 'A-D+F';

export const MODEL_OPTION: MethodOption = {
  type: 'choice',
  summary: 'the constraint families: A-E as published, A-F with the correction, A-D+F the correction without the non-local E',
  default: DEFAULT_VARIANT,
  choices: VARIANT_NAMES,
};

export function modelVariantOf(params: OptionValues | undefined): ModelVariant {
  const v = params?.model;
  return typeof v === 'string' && isModelVariant(v) ? v : DEFAULT_VARIANT;
}
