/**
 * What people ask an API to do: verbs, phrasal verbs and the nouns of actions ("create", "get rid of",
 * "refund", "kick off"). One group per line (see `../related-word-groups.ts`).
 */
export const ACTION_GROUPS = `
create, add, new, make, post, insert, register, generate, open, start, set up, provision, launch, file, submit, raise, spin up
get, retrieve, fetch, read, show, view, look up, lookup, find, info, information, details, describe, inspect, see, check, obtain, pull up
list, enumerate, browse, index
update, edit, change, modify, set, patch, put, alter, adjust, amend, configure, rename, revise
delete, remove, destroy, erase, drop, discard, purge, wipe, get rid of, tear down, unregister, take down, trash, deregister, expunge
search, find, query, filter, look for, lookup, match, locate
send, post, deliver, dispatch, publish, share, push, transmit, notify, send out, emit
reply, respond, answer, replies, responses
invite, invitation
kick, ban, eject, expel
leave, quit, exit, depart, unsubscribe
archive, hide, shelve, retire, close
unarchive, restore, reopen, recover, undelete, bring back, revive, reactivate
assign, assignee, delegate, allocate
vote, endorse
reaction, react
star, favorite, favourite
pin, pinned, stick
download, export
upload, import, attach, ingest
link, relation, relate, relationship, dependency, connect
reminder, remind, alert, nudge, follow up
snooze, mute, quiet, silence
refund, reimburse, reimbursement, repay
cancel, stop, end, terminate, abort, halt, unsubscribe, call off, revoke, kill, cancelled, canceled, cancellation
scale, resize, grow, expand, increase, capacity, scale up, scale out
purge, flush, clear, invalidate
deploy, deployment, release, rollout, ship, publish, go live, roll out
rollback, roll back, revert, undo
reboot, restart, power cycle, reset
shutdown, shut down, power off, turn off, stop, power down
boot, power on, turn on, start, power up, start up, boot up
mark read, read, seen, acknowledge, mark as read, ack
approve, accept, confirm, sign off, okay
reject, decline, deny, refuse, dismiss, turn down
merge, combine, join, consolidate
copy, duplicate, clone, fork, replicate
move, relocate, migrate, transfer
count, number, total, tally
test, verify, validate, check, dry run
sync, synchronize, synchronise, synchronization
postpone, defer, put off, push back
enable, activate, turn on, switch on
disable, deactivate, turn off, switch off
pause, suspend, freeze, put on hold
resume, unpause, unfreeze
unsubscribe, opt out
start, begin, initiate, kick off, commence, fire up
execute, run, perform, carry out, invoke
disconnect, unlink, detach
refresh, reload
expire, expiry, expiration, lapse, expired, lapsed, expiry date, expiration date
retry, try again, reattempt
geocode, geocoding
summarize, summarise, summarization, summarisation
fill out, fill in
click, tap
anonymize, anonymise, de-identify, deidentify
failover, fail over
shuffle, randomize, randomise
compress, zip
decompress, unzip, uncompress
opt in, subscribe
clock in, punch in
clock out, punch out
`;
