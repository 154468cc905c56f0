/**
 * General software and API vocabulary: groups of words (and a few fixed phrases) that people use for the
 * same action or the same kind of thing when they describe a task to an API. Within a group every member
 * stands for every other, at reduced credit (see `related-words.ts`).
 *
 * What belongs here: everyday English and common software terms, the way developers and users phrase
 * tasks across many kinds of services (commerce, messaging, issue tracking, hosting, identity, files,
 * scheduling, content). What never belongs here: any product's own vocabulary or a list built from a
 * particular API or query set; ranking is measured on APIs and phrasings this file has never seen.
 *
 * One group per line, members separated by commas; a member with spaces is a phrase, matched as
 * consecutive words of the query (stop words included, so "who am i" is a phrase too).
 */
export const RELATED_WORD_GROUPS = `
create, add, new, make, post, insert, register, generate, open, start, set up, spin up, provision, launch, file, submit, raise
get, retrieve, fetch, read, show, view, look up, lookup, find, info, information, details, describe, inspect, see, check
list, enumerate, browse, index, overview
update, edit, change, modify, set, patch, put, alter, adjust, amend, configure, rename
delete, remove, destroy, erase, drop, discard, purge, wipe, get rid of, tear down, unregister, permanently
search, find, query, filter, look for, lookup, match, locate
send, post, deliver, dispatch, publish, share, push, transmit, notify
message, chat, text, note, post, dm, direct message
reply, respond, answer, thread, replies, responses
comment, note, remark, feedback, annotation
channel, conversation, room, group chat, chatroom
user, person, people, member, account, individual, someone, colleague, teammate, coworker, employee, contact, customer
customer, client, buyer, shopper, purchaser, consumer, payer, subscriber
team, group, workspace, organization, org, company, tenant
current user, me, myself, my account, who am i, whoami, authenticated user, identity, logged in, signed in, profile
login, log in, sign in, authenticate, auth, authorize, session
logout, log out, sign out, revoke, invalidate
token, key, credential, credentials, secret, api key, access token
password, passphrase, passcode
signup, sign up, register, enroll, onboard, invite, join
invite, invitation, add member
kick, remove member, ban, eject, expel
leave, quit, exit, depart, unsubscribe
archive, hide, shelve, retire, close
unarchive, restore, reopen, recover, undelete, bring back, revive, reactivate
issue, ticket, bug, task, defect, incident, problem, story, work item
project, repository, repo, workspace, space
assign, assignee, hand over, delegate, allocate, owner, responsible
transition, move, status, state, stage, workflow, progress, resolve, done, close
priority, urgency, importance, severity
label, tag, category, categorize, classify, keyword
watch, watcher, follow, follower, subscribe, subscription, notifications, updates
vote, upvote, like, endorse, thumbs up, plus one
reaction, react, emoji, thumbs up
star, bookmark, favorite, favourite, save for later, saved, pin
pin, pinned, stick, highlight
attachment, attach, file, upload, document, screenshot, image, photo, picture
file, document, attachment, upload, asset, blob, object
download, export, fetch content, pdf, csv
upload, import, attach
link, relation, relate, relationship, dependency, depends on, blocks, connect
history, changelog, log, audit, activity, timeline, changes, revisions, events
event, webhook, hook, callback, notification, trigger, listener
webhook, callback url, endpoint, notify url
schedule, scheduled, later, delay, queue, timer, cron
reminder, remind, alert, nudge, follow up
time, worklog, work log, hours, spent, duration, timesheet, time tracking, logged time
presence, away, online, offline, available, availability, active, idle, status
snooze, mute, pause notifications, do not disturb, dnd, quiet, silence
refund, money back, reimburse, reimbursement, repay, give back, return money
dispute, chargeback, contest, claim
charge, payment, pay, bill, billing, collect, capture, debit
invoice, bill, receipt, statement
balance, funds, money, available funds, owe, owed
payout, withdraw, withdrawal, transfer to bank, cash out, deposit to bank
transfer, send money, move money, pay out, remit
subscription, plan, recurring, membership, renewal, monthly, yearly
cancel, stop, end, terminate, abort, halt, unsubscribe
price, pricing, cost, rate, fee, amount, tariff
product, item, sku, good, merchandise, offering, catalog
coupon, discount, promo, promotion, promo code, voucher, deal
checkout, cart, basket, payment page, purchase, order
order, purchase, checkout, sale, transaction
card, credit card, payment method, debit card
server, machine, virtual machine, vm, instance, host, box, compute, node
cluster, fleet, pool, node pool, nodes
scale, resize, grow, expand, more, increase, capacity
disk, volume, storage, drive, block storage
snapshot, backup, image, copy, clone
backup, snapshot, restore point
database, db, datastore, postgres, mysql, redis, sql
replica, read replica, copy, mirror, standby, follower
region, data center, datacenter, zone, location, availability zone
size, plan, tier, flavor, instance type, machine type, spec
firewall, security group, rules, allow, port, inbound, ingress, traffic
load balancer, balancer, distribute traffic, spread traffic, traffic
domain, dns, record, subdomain, hostname, zone
ip, ip address, address, static ip, floating ip, elastic ip, reserved ip
network, vpc, private network, subnet, lan
certificate, cert, ssl, tls, https
cdn, cache, edge, content delivery
cache, cached, purge, flush, clear, invalidate
deploy, deployment, release, rollout, ship, publish, go live
rollback, roll back, revert, undo, previous version
build, compile, ci, pipeline, job
logs, log, output, console, trace, build logs
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
call, meeting, video call, huddle, conference
calendar, event, appointment, meeting, booking
dashboard, board, overview, report, panel, gadget
report, summary, overview, statistics
filter, saved search, view, query
field, custom field, attribute, property, column, metadata
setting, settings, preference, preferences, configuration, config, options
permalink, link, url, share link, address
thread, replies, conversation, discussion
mark read, read, seen, acknowledge, cursor
unread, new messages, unseen
description, summary, title, text, body, content, details
name, title, label, rename
owner, creator, author, reporter
approve, accept, confirm, sign off, okay
reject, decline, deny, refuse, dismiss
merge, combine, join, consolidate
copy, duplicate, clone, fork
move, relocate, migrate, transfer
count, number, total, how many, tally
health, status, uptime, alive, ping, check
test, verify, validate, check, dry run
type, kind, sort of, category, types of
available, options, choices, possible, supported, allowed
next, upcoming, following, future, preview
past, previous, last, recent, latest, history
`;
