/**
 * The SMS providers' delivery reports (each checked the provider's way, src/platform/sms/) and the
 * operator's list of text messages that failed.
 */
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { recordDeliveryReport, type DeliveryReport } from '../../platform/outbox.ts';
import { infobipReports } from '../../platform/sms/infobip.ts';
import { twilioReport } from '../../platform/sms/twilio.ts';
import { listSmsFailures } from './sms-failures.ts';

const forged = () => unauthorized('The delivery report is not authenticated');

export function smsHandlers({ db, clock, config }: Deps): Handlers {
  async function record(reports: DeliveryReport[]): Promise<{ recorded: number }> {
    let recorded = 0;
    for (const report of reports) if (await recordDeliveryReport(db, clock, report)) recorded++;
    return { recorded };
  }

  return {
    async receiveInfobipDeliveryReports(request) {
      const { apiKey } = config.sms.infobip;
      if (!apiKey) throw notFound('Text messages are not sent through Infobip');
      const reports = infobipReports(apiKey, request.body);
      if (reports === null) throw forged();
      return record(reports);
    },

    async receiveTwilioStatusCallback(request) {
      const { accountSid, authToken } = config.sms.twilio;
      if (!accountSid || !authToken) throw notFound('Text messages are not sent through Twilio');
      const checked = twilioReport(
        { accountSid, authToken },
        {
          // The address Twilio was given (PUBLIC_URL) and called, whatever proxies stand between.
          url: `${config.publicUrl}${request.url}`,
          signature: request.headers['x-twilio-signature'],
          params: request.body as Record<string, string | string[]>,
        },
      );
      if (checked === null) throw forged();
      return record(checked.report ? [checked.report] : []);
    },

    async listSmsFailures(request) {
      const { state, cursor, size = 20 } = request.query;
      return listSmsFailures(db, { state, cursor, size });
    },
  };
}
