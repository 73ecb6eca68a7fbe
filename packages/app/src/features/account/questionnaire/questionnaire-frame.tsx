import type { User } from '@invest/api-client';
import { Card, CardContent, Stepper } from '@invest/ui';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page-title';
import { useQuestionnaireTranslation } from './i18n';
import { isAnswered, QUESTIONNAIRE_PATH, QUESTIONS, UPLOAD_PATH } from './questions';

export interface QuestionnaireFrameProps {
  user: User;
  /** 0-based index of the current step; the questions' count is the upload step. */
  current: number;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** The buttons under the step. */
  actions: ReactNode;
}

/**
 * One screen of the questionnaire (SPEC §2): the page heading, the Stepper of the investor type's
 * questions plus the upload step (answered steps are ticked and lead back), the step's question and
 * its buttons.
 */
export function QuestionnaireFrame({
  user,
  current,
  title,
  description,
  children,
  actions,
}: QuestionnaireFrameProps) {
  const { t } = useQuestionnaireTranslation();
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const titleId = useId();
  const questions = QUESTIONS[user.investorType];
  const verification = user.identificationDocument.verification;
  const completed = questions.flatMap((question, index) => (isAnswered(question, user) ? [index] : []));
  if (verification === 'PENDING' || verification === 'CONFIRMED') completed.push(questions.length);
  const steps = [
    ...questions.map((question) => ({ id: question.key, label: t(`steps.${question.key}`) })),
    { id: 'upload', label: t('steps.upload') },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('title')}</h1>
      <Card>
        <CardContent className="gap-6">
          <Stepper
            // Where the names of every step do not fit beside each other, they scroll inside the card.
            className="overflow-x-auto pb-1"
            steps={steps}
            current={current}
            completed={completed}
            label={t('stepper.label')}
            stepLabel={(step, total) => t('stepper.step', { step, total })}
            completedLabel={t('stepper.completed')}
            onStepClick={(index) =>
              void navigate(index === questions.length ? UPLOAD_PATH : `${QUESTIONNAIRE_PATH}/${index + 1}`)
            }
          />
          <section aria-labelledby={titleId} className="flex flex-col gap-5">
            <div className="flex flex-col gap-1.5">
              <h2 id={titleId} className="text-lg font-semibold text-foreground sm:text-xl">
                {title}
              </h2>
              {description && <p className="text-sm text-muted-foreground">{description}</p>}
            </div>
            {children}
            <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
              {actions}
            </div>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}
