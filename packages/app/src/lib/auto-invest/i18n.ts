import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../i18n/lazy-namespace';
import en from '../../locales/en/strategy.json';
import sl from '../../locales/sl/strategy.json';

/**
 * The strategies' names and the reconfirmation banner (`strategy` namespace): what the auto-invest
 * screens and the dashboard both show, travelling with the chunk these pieces land in.
 */
export const STRATEGY_NS = 'strategy';

/** `useTranslation('strategy')`, with the namespace's texts added first. */
export function useStrategyTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, STRATEGY_NS, { en, sl });
  return useTranslation(STRATEGY_NS);
}
