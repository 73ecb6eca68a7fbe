import { LanguageSelect } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, switchLanguage } from './i18n';

const FULL = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
const CODES = LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }));

interface LanguageSwitchProps {
  /** Shows the language codes (EN, SL) where the header has no room for the names. */
  compact?: boolean;
}

/** The header's language selector; it stores the choice, i18n keeps <html lang> in step. */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSelect
      label={t('language')}
      options={compact ? CODES : FULL}
      value={currentLanguage(i18n)}
      onValueChange={(value) => {
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
    />
  );
}
