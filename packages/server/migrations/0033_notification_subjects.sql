-- A notification names what it is about (issue 27: twenty identical "Your investment has been
-- purchased" told the investor nothing): the receivable and the amount of a purchase, a cancellation
-- or a repayment (src/modules/notifications/notifications.ts). The app words it from the type and
-- these (one way for both languages); the other kinds, and notifications from before, have neither.
ALTER TABLE notifications
  ADD COLUMN receivable_id bigint REFERENCES receivables (id) ON DELETE SET NULL,
  ADD COLUMN amount_cents  bigint CHECK (amount_cents >= 0);
