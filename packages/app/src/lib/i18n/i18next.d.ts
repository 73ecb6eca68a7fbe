import 'i18next';
import type account from '../../locales/en/account.json';
import type autoInvest from '../../locales/en/auto-invest.json';
import type incomeStatement from '../../locales/en/income-statement.json';
import type investment from '../../locales/en/investment.json';
import type investments from '../../locales/en/investments.json';
import type myInvestments from '../../locales/en/my-investments.json';
import type ops from '../../locales/en/ops.json';
import type opsAudit from '../../locales/en/ops-audit.json';
import type opsReceivables from '../../locales/en/ops-receivables.json';
import type opsBank from '../../locales/en/ops-bank.json';
import type opsPayouts from '../../locales/en/ops-payouts.json';
import type opsIdentity from '../../locales/en/ops-identity.json';
import type opsInvestors from '../../locales/en/ops-investors.json';
import type opsSms from '../../locales/en/ops-sms.json';
import type questionnaire from '../../locales/en/questionnaire.json';
import type overview from '../../locales/en/overview.json';
import type passkeys from '../../locales/en/passkeys.json';
import type performance from '../../locales/en/performance.json';
import type roiHelp from '../../locales/en/roi-help.json';
import type registration from '../../locales/en/registration.json';
import type smsCode from '../../locales/en/sms-code.json';
import type strategy from '../../locales/en/strategy.json';
import type toast from '../../locales/en/toast.json';
import type wallet from '../../locales/en/wallet.json';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // These are added at run time by the lazy chunks that use them (addNamespaceBundles): the
    // screens' own (registration, wallet, investments, myInvestments, account), the frame's toasts and
    // the pieces two screens share (incomeStatement, investment, passkeys, smsCode).
    resources: Resources & {
      account: typeof account;
      autoInvest: typeof autoInvest;
      incomeStatement: typeof incomeStatement;
      investment: typeof investment;
      investments: typeof investments;
      myInvestments: typeof myInvestments;
      ops: typeof ops;
      opsAudit: typeof opsAudit;
      opsReceivables: typeof opsReceivables;
      opsBank: typeof opsBank;
      opsPayouts: typeof opsPayouts;
      opsIdentity: typeof opsIdentity;
      opsInvestors: typeof opsInvestors;
      opsSms: typeof opsSms;
      questionnaire: typeof questionnaire;
      overview: typeof overview;
      passkeys: typeof passkeys;
      performance: typeof performance;
      roiHelp: typeof roiHelp;
      registration: typeof registration;
      smsCode: typeof smsCode;
      strategy: typeof strategy;
      toast: typeof toast;
      wallet: typeof wallet;
    };
  }
}
