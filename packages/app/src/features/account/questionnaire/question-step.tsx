import type { User } from '@invest/api-client';
import { Alert, Button, ChoiceChips, Select, TextField } from '@invest/ui';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/api';
import { residenceOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import { useSaveAnswer, useSetCurrentUser } from '../api/questionnaire-queries';
import { useAccountTranslation } from '../i18n';
import { useQuestionnaireTranslation } from './i18n';
import { QuestionnaireFrame } from './questionnaire-frame';
import { QUESTIONNAIRE_PATH, QUESTIONS, UPLOAD_PATH, type Question } from './questions';

/**
 * `/u/account/financial-information/{n}`: question n of the investor type's questionnaire; the
 * number after the last question is the upload step (SPEC §2), anything else goes to step 1.
 */
export function QuestionStepRoute() {
  const user = useCurrentUser();
  const { step } = useParams();
  const questions = QUESTIONS[user.investorType];
  const number = /^[1-9]\d?$/.test(step ?? '') ? Number(step) : 0;
  if (number === questions.length + 1) return <Navigate to={UPLOAD_PATH} replace />;
  if (number < 1 || number > questions.length) return <Navigate to={`${QUESTIONNAIRE_PATH}/1`} replace />;
  // Keyed by the step: each question starts from its own saved answer.
  return <QuestionStep key={number} user={user} index={number - 1} question={questions[number - 1]!} />;
}

interface QuestionStepProps {
  user: User;
  index: number;
  question: Question;
}

/**
 * One question: its field, Back and Next. Next saves the answer (PUT /questionnaire/{userId}; the
 * field is disabled while saving, SPEC §4) and moves on; a choice is needed to go on, except for the
 * tax number, which shows invalid styling when empty but lets the investor continue without it.
 */
function QuestionStep({ user, index, question }: QuestionStepProps) {
  const { t } = useQuestionnaireTranslation();
  const navigate = useNavigate();
  const save = useSaveAnswer();
  const setCurrentUser = useSetCurrentUser();
  const [value, setValue] = useState<string | string[]>(() => question.answer(user));
  const [touched, setTouched] = useState(false);
  const empty = Array.isArray(value) ? value.length === 0 : value.trim() === '';
  const last = index === QUESTIONS[user.investorType].length - 1;
  const nextPath = last ? UPLOAD_PATH : `${QUESTIONNAIRE_PATH}/${index + 2}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isSaving) return;
    if (empty) {
      setTouched(true);
      if (question.kind === 'text') void navigate(nextPath);
      return;
    }
    const result = await save.trigger({
      params: { path: { userId: user.Id } },
      body: { field: question.field, value: typeof value === 'string' ? value.trim() : value },
    });
    if (!result.ok) return;
    await setCurrentUser(result.data);
    void navigate(nextPath);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <QuestionnaireFrame
        user={user}
        current={index}
        title={t(`questions.${question.key}.title`)}
        description={t(`questions.${question.key}.description`)}
        actions={
          <>
            <Button
              type="button"
              variant="ghost"
              disabled={save.isSaving}
              onClick={() => void navigate(index === 0 ? '/u/account' : `${QUESTIONNAIRE_PATH}/${index}`)}
            >
              {t('actions.back')}
            </Button>
            <Button
              type="submit"
              disabled={empty && question.kind !== 'text'}
              loading={save.isSaving}
              loadingLabel={t('actions.saving')}
            >
              {t('actions.next')}
            </Button>
          </>
        }
      >
        <AnswerField
          question={question}
          value={value}
          onChange={(next) => {
            setValue(next);
            save.reset();
          }}
          onBlur={() => setTouched(true)}
          invalid={empty && (touched || question.kind === 'text')}
          disabled={save.isSaving}
        />
        {save.errorMessage && (
          <Alert variant="error" title={t('saveFailed')} description={save.errorMessage} />
        )}
      </QuestionnaireFrame>
    </form>
  );
}

interface AnswerFieldProps {
  question: Question;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  onBlur: () => void;
  invalid: boolean;
  disabled: boolean;
}

function AnswerField({ question, value, onChange, onBlur, invalid, disabled }: AnswerFieldProps) {
  const { t, i18n } = useQuestionnaireTranslation();
  const { t: tAccount } = useAccountTranslation();
  const id = useId();
  const label = t(`questions.${question.key}.title`);

  if (question.kind === 'multiple') {
    return (
      <ChoiceChips
        id={id}
        type="multiple"
        label={label}
        hideLabel
        options={question.options.map((code) => ({
          value: code,
          label: tAccount(`options.${question.optionSet}.${code}` as 'options.fundsSources.SALARY'),
        }))}
        value={value as string[]}
        onValueChange={onChange}
        disabled={disabled}
      />
    );
  }
  if (question.kind === 'text') {
    return (
      <TextField
        id={id}
        label={t('field.taxNo')}
        autoComplete="off"
        maxLength={30}
        value={value as string}
        onValueChange={onChange}
        onBlur={onBlur}
        invalid={invalid}
        hint={invalid ? t('field.taxNoEmpty') : undefined}
        disabled={disabled}
        requiredMarker={null}
      />
    );
  }
  const options =
    question.kind === 'single'
      ? question.options.map((code) => ({
          value: code,
          label: tAccount(`options.${question.optionSet}.${code}` as 'options.fundsSources.SALARY'),
        }))
      : residenceOptions(currentLanguage(i18n));
  return (
    <Select
      id={id}
      label={label}
      hideLabel
      placeholder={question.kind === 'country' ? t('field.chooseCountry') : t('field.choose')}
      options={options}
      value={value as string}
      onValueChange={onChange}
      onBlur={onBlur}
      invalid={invalid}
      disabled={disabled}
      required
      requiredMarker={null}
    />
  );
}
