/**
 * General software and API vocabulary: groups of words (and a few fixed phrases) that people use for the
 * same action or the same kind of thing when they describe a task to an API. Within a group every member
 * stands for every other, at reduced credit (see `related-words.ts`).
 *
 * The rule every member follows (pinned, where it can be checked mechanically, by `related-words.test.ts`):
 * - A single word belongs to a group only if it is an ordinary dictionary synonym of the group's meaning, or a
 *   standard software term for the same thing across many kinds of services. A value or instance of the thing
 *   ("away" for presence, "postgres" for database, "pdf" for download), a part of it ("port" for firewall), a
 *   loose association ("updates" for watch) or one product's own name for it ("huddle", "gadget") does not.
 * - A phrase (two or three words) belongs only if it is a fixed expression a general dictionary or a software
 *   glossary lists: phrasal verbs ("log in", "sign up", "set up", "look up", "shut down") and compounds
 *   ("api key", "access token", "load balancer"). Task paraphrases ("give back the money", "spread traffic")
 *   never do.
 * - Nothing is here because a labeled query or an issue's example needed it: this file is never extended to
 *   recover a query. Ranking is measured on APIs and phrasings it has never seen, and a list keyed to the
 *   measured ones would only overstate that measurement.
 * - No group makes sense for one product only.
 *
 * One group per line, members separated by commas; a member with spaces is a phrase, matched as
 * consecutive words of the query (stop words included).
 */
export const RELATED_WORD_GROUPS = `
create, add, new, make, post, insert, register, generate, open, start, set up, provision, launch, file, submit, raise
get, retrieve, fetch, read, show, view, look up, lookup, find, info, information, details, describe, inspect, see, check
list, enumerate, browse, index
update, edit, change, modify, set, patch, put, alter, adjust, amend, configure, rename
delete, remove, destroy, erase, drop, discard, purge, wipe, get rid of, tear down, unregister
search, find, query, filter, look for, lookup, match, locate
send, post, deliver, dispatch, publish, share, push, transmit, notify
message, chat, text, note, post, dm, direct message
reply, respond, answer, replies, responses
comment, note, remark, feedback, annotation
channel, conversation, room, group chat, chatroom
user, person, people, member, account, individual, someone
customer, client, buyer, shopper, purchaser, consumer, payer, subscriber
team, group, workspace, organization, org, company, tenant
current user, me, myself, whoami, authenticated user, identity
login, log in, sign in, authenticate, auth, authorize, session
logout, log out, sign out, invalidate
token, key, credential, credentials, secret, api key, access token
password, passphrase, passcode
signup, sign up, register, enroll, onboard, join
invite, invitation
kick, ban, eject, expel
leave, quit, exit, depart, unsubscribe
archive, hide, shelve, retire, close
unarchive, restore, reopen, recover, undelete, bring back, revive, reactivate
issue, ticket, bug, task, defect, incident, problem, story, work item
project, repository, repo, workspace, space
assign, assignee, delegate, allocate
transition, move, status, state, stage, workflow, progress, resolve, close
priority, urgency, importance, severity
label, tag, category, categorize, classify, keyword
watch, watcher, subscribe, subscription
vote, endorse
reaction, react
star, favorite, favourite
pin, pinned, stick
attachment, attach, file, upload, document
file, document, attachment, upload, asset, blob, object
download, export
upload, import, attach
link, relation, relate, relationship, dependency, connect
history, changelog, log, audit, activity, timeline, changes, revisions, events
event, webhook, hook, callback, notification, trigger, listener
webhook, callback url, endpoint
schedule, scheduled, delay, timer, cron
reminder, remind, alert, nudge, follow up
time, worklog, work log, duration, timesheet, time tracking
presence, availability, status
snooze, mute, quiet, silence
refund, reimburse, reimbursement, repay
dispute, contest, claim
charge, payment, pay, bill, billing, collect, capture, debit
invoice, bill, receipt, statement
balance, funds, money
payout, withdraw, withdrawal, cash out
transfer, pay out, remit
subscription, plan, membership, renewal
cancel, stop, end, terminate, abort, halt, unsubscribe
price, pricing, cost, rate, fee, amount, tariff
product, item, sku, good, merchandise, offering
coupon, discount, promo, promotion, promo code, voucher, deal
checkout, cart, basket, purchase, order
order, purchase, checkout, sale, transaction
card, credit card, payment method, debit card
server, machine, virtual machine, vm, instance, host, box, compute, node
cluster, fleet
scale, resize, grow, expand, increase, capacity
disk, volume, storage, drive, block storage
snapshot, backup, image, copy, clone
backup, snapshot, restore point
database, db, datastore
replica, read replica, copy, mirror, standby
region, data center, datacenter, zone, location, availability zone
size, plan, tier, flavor, instance type, machine type, spec
firewall, security group
load balancer, balancer
domain, dns, hostname, zone
ip, ip address, address, static ip, floating ip, elastic ip, reserved ip
network, vpc, private network, subnet, lan
certificate, cert, ssl, tls, https
cdn, cache, edge, content delivery
purge, flush, clear, invalidate
deploy, deployment, release, rollout, ship, publish, go live
rollback, roll back, revert, undo
build, compile, ci, pipeline, job
logs, log, output, console, trace
metrics, stats, statistics, usage, analytics, monitoring, insights
version, release, milestone, tag
reboot, restart, power cycle, reset
shutdown, shut down, power off, turn off, stop
boot, power on, turn on, start
ssh key, public key, ssh, keypair, key pair
permission, access, role, scope, grant, privilege, rights, policy
admin, administrator, owner, manager, moderator
avatar, photo, picture, icon, profile picture, image
email, mail, e-mail, address, inbox
phone, sms, text message, mobile, call
call, meeting, video call, conference
calendar, event, appointment, meeting, booking
dashboard, board, overview, report, panel
report, summary, overview, statistics
filter, saved search, view, query
field, custom field, attribute, property, column, metadata
setting, settings, preference, preferences, configuration, config, options
permalink, link, url, share link, address
thread, conversation, discussion
mark read, read, seen, acknowledge
unread, unseen
description, summary, title, text, body, content, details
name, title, label, rename
owner, creator, author, reporter
approve, accept, confirm, sign off, okay
reject, decline, deny, refuse, dismiss
merge, combine, join, consolidate
copy, duplicate, clone, fork
move, relocate, migrate, transfer
count, number, total, tally
health, status, uptime, alive, ping, check
test, verify, validate, check, dry run
type, kind, category
available, options, choices, possible, supported, allowed
next, upcoming, following, future
past, previous, last, recent, latest, history
`;
