import { Alert, Button, CodeBoxes } from '@invest/ui';
import { useRef, useState } from 'react';
import { useApi } from '../../../lib/api';
import { errorKeyOf } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/i18n';
import { confirmPhone, requestPhoneVerification } from '../calls';
import { telephoneOf } from '../payload';
import { lastCodeDelayed, markCodeSent, resendTooSoon } from '../phone-timing';
import { WizardStep } from '../wizard-step';
import { nextStep } from '../steps';
import { useWizard } from '../use-wizard';
import { validateCode } from '../validation';

/** Spaces every three digits from the end so the number reads as it is spoken: +386 40 123 456. */
function displayPhone(phoneCode: string, phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '').replace(/^0+/, '');
  const groups = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${phoneCode} ${groups}`;
}

/**
 * SPEC §2/§4/§5: six boxes; the sixth digit confirms the code at once. A wrong or expired code clears
 * the boxes with its message. Send again obeys the 10-second rule (wait10Seconds) and asks with resend.
 * A text the SMS provider did not take at once (DELAYED) is announced: it may take a few minutes.
 */
export function ConfirmPhoneStep() {
  const { draft, store, go, t } = useWizard();
  const api = useApi();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{
    tone: 'success' | 'info' | 'warning' | 'error';
    key: string;
  } | null>(() => (lastCodeDelayed() ? { tone: 'info', key: 'delayed' } : null));
  const [resending, setResending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const accountType = draft.accountType ?? 'personal';
  const verId = draft.phone.verId;

  const refuse = (key: string) => {
    setCode('');
    setCodeError(key);
    inputRef.current?.focus();
  };

  async function check(value: string) {
    if (!verId || checking) return;
    if (validateCode(value) !== null) {
      refuse('phone-confirmation-code-invalid');
      return;
    }
    setChecking(true);
    setCodeError(null);
    setNotice(null);
    try {
      const result = await confirmPhone(api, verId, value);
      if (result.verified) {
        store.update({ phoneConfirm: { verified: true, verId: result.verId } });
        go(nextStep('confirm-phone', accountType));
        return;
      }
      refuse(result.key);
    } catch (caught) {
      refuse(errorKeyOf(caught) === 'rate-limited' ? 'rate-limited' : 'something-wrong');
    } finally {
      setChecking(false);
    }
  }

  async function resend() {
    if (resending) return;
    setCodeError(null);
    if (resendTooSoon()) {
      setNotice({ tone: 'warning', key: 'wait10Seconds' });
      return;
    }
    setResending(true);
    setNotice(null);
    try {
      const sent = await requestPhoneVerification(api, telephoneOf(draft.phone), true);
      const delayed = sent.delivery === 'DELAYED';
      markCodeSent(delayed);
      store.update({
        phone: { ...draft.phone, verId: sent.id },
        phoneConfirm: { verified: false, verId: null },
      });
      setCode('');
      setNotice(delayed ? { tone: 'info', key: 'delayed' } : { tone: 'success', key: 'resent' });
    } catch (caught) {
      const key = errorKeyOf(caught);
      setNotice({ tone: key === 'wait10Seconds' ? 'warning' : 'error', key: key ?? 'something-wrong' });
    } finally {
      setResending(false);
    }
  }

  return (
    <WizardStep
      title={t('confirmPhone.heading')}
      description={t('confirmPhone.intro', {
        phone: displayPhone(draft.phone.phoneCode, draft.phone.phoneNumber),
      })}
      back="phone"
      backLabel={t('confirmPhone.changePhone')}
      primary={
        <Button variant="outline" size="lg" loading={resending} onClick={resend}>
          {t('confirmPhone.resend')}
        </Button>
      }
      alert={
        notice && (
          <Alert
            variant={notice.tone}
            description={
              notice.key === 'resent' || notice.key === 'delayed'
                ? t(`confirmPhone.${notice.key}`)
                : errorMessage(notice.key, 'something-wrong')
            }
          />
        )
      }
    >
      <CodeBoxes
        ref={inputRef}
        name="code"
        label={t('confirmPhone.code')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          if (value !== '') setCodeError(null);
        }}
        onComplete={check}
        disabled={checking}
        error={codeError ? errorMessage(codeError, 'phone-confirmation-code-invalid') : undefined}
      />
      {checking && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('confirmPhone.checking')}
        </p>
      )}
    </WizardStep>
  );
}
