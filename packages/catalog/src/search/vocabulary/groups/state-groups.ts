/**
 * States, qualifiers and times people ask for ("unread", "overdue", "pending", "latest", "due date"). One group per line (see `../related-word-groups.ts`).
 */
export const STATE_GROUPS = `
unread, unseen, unopened
available, options, choices, possible, supported, allowed
next, upcoming, following, future
past, previous, last, recent, latest, history
deadline, due date
overdue, past due, late
recurring, recurrence, repeating, repeat
time zone, timezone, tz
batch, bulk
asynchronous, async
real time, realtime
date range, time range, timeframe, time frame
in progress, ongoing, underway, running
pending, awaiting, queued, waiting
active, enabled, activated
inactive, disabled, deactivated
failed, unsuccessful, errored
successful, succeeded
draft, unpublished
newest, latest, most recent
oldest, earliest
flagged, reported
blocked, banned
verified, confirmed
unverified, unconfirmed
default, primary, main
unpaid, outstanding
paid, settled
hidden, invisible
deprecated, obsolete
temporary, ephemeral, transient
read only, readonly, read-only
anonymous, unauthenticated
nearby, close by, near me
out of stock, sold out
shipped, dispatched
yearly, annual, annually, per year
`;
