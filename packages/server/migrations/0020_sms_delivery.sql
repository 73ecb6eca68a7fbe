-- Text messages through real SMS providers (Infobip, Twilio; src/platform/sms/): what each provider
-- said about a message, so a refusal stops its retries, the operator sees what failed, and the
-- provider's delivery report lands on the message it is about.
ALTER TABLE outbox
  -- The provider's id of the message (Infobip messageId, Twilio sid): delivery reports name it.
  ADD COLUMN provider_message_id text,
  -- A message not sent by then is given up: the code it carries has expired.
  ADD COLUMN not_after timestamptz,
  -- One sender at a time, without holding a transaction while the provider answers: a send claims
  -- the message until then; a sender that died leaves a claim that simply runs out.
  ADD COLUMN claimed_until timestamptz,
  -- Given up for good: 'refused' (the provider refused it, a retry cannot change that),
  -- 'gave-up' (every attempt failed), 'expired' (not sent before not_after).
  ADD COLUMN failure text CHECK (failure IN ('refused', 'gave-up', 'expired')),
  ADD COLUMN failed_at timestamptz,
  -- The provider's delivery report: 'delivered' to the handset, or 'undelivered' (with its reason).
  ADD COLUMN delivery_status text CHECK (delivery_status IN ('delivered', 'undelivered')),
  ADD COLUMN delivery_detail text,
  ADD COLUMN delivery_reported_at timestamptz,
  ADD CONSTRAINT outbox_failure_has_time CHECK ((failure IS NULL) = (failed_at IS NULL)),
  ADD CONSTRAINT outbox_failed_never_sent CHECK (failure IS NULL OR sent_at IS NULL);

CREATE UNIQUE INDEX outbox_provider_message ON outbox (transport, provider_message_id)
  WHERE provider_message_id IS NOT NULL;

-- The back office's list of text messages that failed, were refused, went undelivered or wait for a
-- retry (GET /ops/sms-failures), newest first.
CREATE INDEX outbox_sms_problems ON outbox (id DESC)
  WHERE channel = 'sms'
    AND (failure IS NOT NULL OR delivery_status = 'undelivered' OR (sent_at IS NULL AND attempts > 0));
