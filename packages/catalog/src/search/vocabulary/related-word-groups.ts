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
 * - Extended once (2026-12-07) by a writer who had read no labeled query, only this file: 28 groups got
 *   members, and the 88 groups from "folder, directory" on are new (files, media, people, commerce,
 *   shipping, finance, scheduling, messaging, identity, devops, monitoring, healthcare, education,
 *   publishing). Left out of what was written: four pairings the issue behind this file names as misses
 *   (bookmark/star, upvote/vote, follow/watch, chargeback/dispute), "display" and "pull request" (which took
 *   GitHub's plain queries elsewhere), "discount code" (its "code" then no longer searched for itself) and
 *   `i18n`/`l10n` (split into letters and digits). A second writer, under the same conditions, added the
 *   103 groups from "accommodation, accommodations" on (travel, real estate, contracts, HR and payroll, sales,
 *   telephony, maps, IoT, insurance, payments, AI, search, forms, analytics, environments, networking,
 *   email, health records, help desks, project work) and 20 members to earlier groups; left out: "id,
 *   identifier" (it would reach every method picked by its id) and "role based access control" (four words).
 *   A third writer, the same way, added the 104 groups from "active, enabled, activated" on (states people
 *   ask for, and the names of things across hosting, commerce, logistics, payments, accounting, HR, health,
 *   travel and developer tools) and 21 members to earlier groups; left out: "completed, complete, done,
 *   finished" ("complete" is as often the verb) and two four-word members. A pass of verbs measured worse on
 *   the never-tuned sets and was not added. A fourth writer added the 86 groups from "usb drive, flash drive"
 *   on (hardware, networking, audio, documents, personal finance, smart home, back office, ERP and
 *   accounting, security and identity checks, British spellings) and 16 members to earlier groups.
 *
 * One group per line, members separated by commas; a member with spaces is a phrase, matched as
 * consecutive words of the query (stop words included).
 */
export const RELATED_WORD_GROUPS = `
create, add, new, make, post, insert, register, generate, open, start, set up, provision, launch, file, submit, raise, spin up
get, retrieve, fetch, read, show, view, look up, lookup, find, info, information, details, describe, inspect, see, check, obtain, pull up
list, enumerate, browse, index
update, edit, change, modify, set, patch, put, alter, adjust, amend, configure, rename, revise
delete, remove, destroy, erase, drop, discard, purge, wipe, get rid of, tear down, unregister, take down, trash, deregister, expunge
search, find, query, filter, look for, lookup, match, locate
send, post, deliver, dispatch, publish, share, push, transmit, notify, send out, emit
message, chat, text, note, post, dm, direct message, private message
reply, respond, answer, replies, responses
comment, note, remark, feedback, annotation
channel, conversation, room, group chat, chatroom, chat room
user, person, people, member, account, individual, someone
customer, client, buyer, shopper, purchaser, consumer, payer, subscriber
team, group, workspace, organization, org, company, tenant, organisation
current user, me, myself, whoami, authenticated user, identity
login, log in, sign in, authenticate, auth, authorize, session, log on, logon, sign on, signin, authorise
logout, log out, sign out, invalidate, log off, logoff, signout
token, key, credential, credentials, secret, api key, access token, auth token, bearer token
password, passphrase, passcode
signup, sign up, register, enroll, onboard, join, registration, enrol, enrollment, enrolment
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
upload, import, attach, ingest
link, relation, relate, relationship, dependency, connect
history, changelog, log, audit, activity, timeline, changes, revisions, events
event, webhook, hook, callback, notification, trigger, listener
webhook, callback url, endpoint
schedule, scheduled, delay, timer, cron, cron job, scheduled task, scheduled job
reminder, remind, alert, nudge, follow up
time, worklog, work log, duration, timesheet, time tracking
presence, availability, status
snooze, mute, quiet, silence
refund, reimburse, reimbursement, repay
dispute, contest, claim
charge, payment, pay, bill, billing, collect, capture, debit
invoice, bill, receipt, statement
balance, funds, money
payout, withdraw, withdrawal, cash out, disbursement
transfer, pay out, remit, wire transfer, bank transfer
subscription, plan, membership, renewal
cancel, stop, end, terminate, abort, halt, unsubscribe, call off, revoke, kill, cancelled, canceled, cancellation
price, pricing, cost, rate, fee, amount, tariff
product, item, sku, good, merchandise, offering, goods, stock keeping unit
coupon, discount, promo, promotion, promo code, voucher, deal
checkout, cart, basket, purchase, order, shopping cart, shopping basket
order, purchase, checkout, sale, transaction
card, credit card, payment method, debit card, payment card
server, machine, virtual machine, vm, instance, host, box, compute, node, vps, virtual server, virtual private server
cluster, fleet
scale, resize, grow, expand, increase, capacity, scale up, scale out
disk, volume, storage, drive, block storage, hard drive, hard disk
snapshot, backup, image, copy, clone
backup, snapshot, restore point, back up
database, db, datastore, data store
replica, read replica, copy, mirror, standby
region, data center, datacenter, zone, location, availability zone, data centre
size, plan, tier, flavor, instance type, machine type, spec
firewall, security group
load balancer, balancer
domain, dns, hostname, zone, domain name, host name
ip, ip address, address, static ip, floating ip, elastic ip, reserved ip
network, vpc, private network, subnet, lan
certificate, cert, ssl, tls, https
cdn, cache, edge, content delivery
purge, flush, clear, invalidate
deploy, deployment, release, rollout, ship, publish, go live, roll out
rollback, roll back, revert, undo
build, compile, ci, pipeline, job
logs, log, output, console, trace
metrics, stats, statistics, usage, analytics, monitoring, insights, telemetry
version, release, milestone, tag, revision
reboot, restart, power cycle, reset
shutdown, shut down, power off, turn off, stop, power down
boot, power on, turn on, start, power up, start up, boot up
ssh key, public key, ssh, keypair, key pair
permission, access, role, scope, grant, privilege, rights, policy
admin, administrator, owner, manager, moderator, superuser, sysadmin
avatar, photo, picture, icon, profile picture, image, profile photo, profile image
email, mail, e-mail, address, inbox
phone, sms, text message, mobile, call, telephone, phone number, cell phone, dial, mobile number, cellphone, mobile phone
call, meeting, video call, conference, video conference, videoconference, conference call, video chat
calendar, event, appointment, meeting, booking
dashboard, board, overview, report, panel
report, summary, overview, statistics
filter, saved search, view, query
field, custom field, attribute, property, column, metadata
setting, settings, preference, preferences, configuration, config, options, prefs
permalink, link, url, share link, address, uri, web address, shared link, sharing link
thread, conversation, discussion
mark read, read, seen, acknowledge, mark as read, ack
unread, unseen, unopened
description, summary, title, text, body, content, details
name, title, label, rename
owner, creator, author, reporter
approve, accept, confirm, sign off, okay
reject, decline, deny, refuse, dismiss, turn down
merge, combine, join, consolidate
copy, duplicate, clone, fork, replicate
move, relocate, migrate, transfer
count, number, total, tally
health, status, uptime, alive, ping, check, heartbeat, liveness, health check
test, verify, validate, check, dry run
type, kind, category
available, options, choices, possible, supported, allowed
next, upcoming, following, future
past, previous, last, recent, latest, history
folder, directory, dir
filename, file name
mime type, content type, media type
sync, synchronize, synchronise, synchronization
trash, recycle bin, wastebasket, rubbish bin
movie, film, motion picture, feature film
artist, musician, performer
video, clip, footage
photo, photograph, picture, pic, image
subtitle, subtitles, closed captions, captions
thumbnail, thumb
vendor, supplier
seller, merchant, vendor, retailer
employee, staff, staff member, personnel
salary, wage, wages, compensation, remuneration
time off, vacation, pto, paid time off, leave of absence, absence, annual leave
job posting, job listing, job opening, vacancy, job ad, job advert, open position
company, corporation, firm, business, organization, org, organisation
department, dept, division, business unit
first name, given name, forename
last name, surname, family name
birthday, date of birth, dob, birth date
postal code, postcode, zip code, zipcode, post code
username, user name, screen name, login name
student, learner, pupil
teacher, instructor, tutor, educator, lecturer, professor
doctor, physician, clinician, practitioner
medication, medicine, drug, meds
inventory, stock level, stock levels, stock on hand
warehouse, fulfillment center, distribution center, depot, fulfilment centre, distribution centre
wishlist, wish list
shop, storefront, online store, webshop, online shop
gift card, gift certificate, gift voucher
shipment, consignment, parcel
tracking number, tracking id, tracking code
courier, carrier, shipping carrier, shipping company
shipping address, delivery address
expense, expenditure, spending
revenue, income, earnings
exchange rate, fx rate, currency rate
deadline, due date
overdue, past due, late
postpone, defer, put off, push back
recurring, recurrence, repeating, repeat
time zone, timezone, tz
attendee, participant, invitee
reservation, booking
recipient, addressee, receiver
spam, junk, junk mail
mailing list, distribution list, email list
feed, news feed, newsfeed, web feed
blocklist, blacklist, denylist, block list
allowlist, whitelist, allow list
article, blog post, post
localization, localisation
internationalization, internationalisation
2fa, mfa, two factor, multi factor, two step verification, two step
otp, one time password, verification code, one time code, one time passcode
sso, single sign on
password reset, reset password, forgot password
vulnerability, security flaw, security hole
enable, activate, turn on, switch on
disable, deactivate, turn off, switch off
pause, suspend, freeze, put on hold
resume, unpause, unfreeze
environment, env
environment variable, env var, env variable
commit, changeset
background job, background task, async job
rate limit, rate limiting, throttle, throttling
latency, response time, lag
outage, downtime, service disruption
alert, alarm
error, exception, fault, failure
ad, advert, advertisement
unsubscribe, opt out
survey, questionnaire
support ticket, support request, support case
knowledge base, help center, help centre
geolocation, geo location, coordinates, lat long, latitude longitude
player, gamer
leaderboard, high scores, rankings, scoreboard, standings
start, begin, initiate, kick off, commence, fire up
execute, run, perform, carry out, invoke
disconnect, unlink, detach
refresh, reload
expire, expiry, expiration, lapse, expired, lapsed, expiry date, expiration date
retry, try again, reattempt
accommodation, accommodations, lodging, lodgings
passenger, traveler, traveller
layover, stopover
car rental, car hire, rental car
real estate, realty
landlord, lessor
mortgage, home loan
contract, agreement
e-signature, esignature, electronic signature, esign, e-sign
terms of service, terms of use, terms and conditions, tos
lawyer, attorney, solicitor
payroll, pay run, payrun
payslip, pay slip, pay stub, paystub
candidate, applicant, job seeker
contractor, freelancer, independent contractor
lead, prospect, sales lead
deal, opportunity
quote, quotation, estimate
ab test, split test, ab testing, split testing
bounce, bounceback, bounce back
feature flag, feature toggle, feature switch
voicemail, voice mail, voice message
text to speech, tts, speech synthesis
speech to text, stt, speech recognition, asr, transcription, transcribe
geocode, geocoding
directions, driving directions, turn by turn
poi, point of interest, points of interest
sensor, detector
license plate, licence plate, number plate, registration plate
insurer, insurance company, insurance provider
payee, beneficiary
preauthorization, pre authorization, preauth, authorization hold
kyc, know your customer, identity verification
tip, gratuity
payment processor, payment gateway, payment provider
top up, topup, recharge
cryptocurrency, crypto, crypto currency
seed phrase, recovery phrase, mnemonic phrase
inference, prediction
fine tune, finetune, fine-tune, fine tuning, finetuning
llm, large language model, language model
chatbot, chat bot, bot, conversational agent
ocr, optical character recognition, text recognition
summarize, summarise, summarization, summarisation
vector database, vector store, vector db
autocomplete, autocompletion, auto complete, autosuggest, typeahead, type ahead
crawler, web crawler, spider
webpage, web page
website, web site, site
seo, search engine optimization, search engine optimisation
dropdown, drop down, drop-down, select box, picklist, pick list
textbox, text box, text field, input field, text input
fill out, fill in
pageview, page view
kpi, key performance indicator
click, tap
changelog, change log, release notes
staging, staging environment, preprod, pre-production
production, prod, production environment
sandbox, test mode, test environment
autoscale, autoscaling, auto scale, auto scaling
serverless function, cloud function
object storage, object store, blob storage, blob store
nameserver, name server, dns server
vpn, virtual private network
inbound, incoming, ingress
outbound, outgoing, egress
audit log, audit trail
anonymize, anonymise, de-identify, deidentify
acl, access control list
failover, fail over
cc, carbon copy
bcc, blind carbon copy
autoresponder, auto responder, auto reply, automatic reply, out of office
livestream, live stream, live broadcast
shuffle, randomize, randomise
virtual currency, in game currency
bet, wager
air quality, aqi, air quality index
takeout, takeaway, carryout
lms, learning management system
ehr, emr, electronic health record, electronic medical record, medical record, health record
prescription, rx
vital signs, vitals
telehealth, telemedicine, virtual care
support agent, support rep, support representative, customer service agent
canned response, canned reply, saved reply
sla, service level agreement
help desk, helpdesk, service desk, support desk
subtask, sub task, sub-task, child task
todo, action item
standup, daily standup, daily scrum
spreadsheet, workbook
batch, bulk
asynchronous, async
real time, realtime
pagination, paging, paginate
compress, zip
decompress, unzip, uncompress
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
identity provider, idp
service account, machine account, machine user
personal access token, pat
redirect uri, redirect url, callback url
email verification, email confirmation
api documentation, api docs, api reference
sdk, software development kit
cli, command line interface, command line
plugin, plug-in, addon, add-on, extension
color, colour
license, licence
license key, product key, activation key, serial key
catalog, catalogue
screenshot, screen shot, screen capture, screengrab
timestamp, time stamp
stack trace, stacktrace, backtrace, traceback
artifact, artefact, build artifact
sprint, iteration
free trial, trial period, trial subscription
screen share, screen sharing, screenshare
webinar, web seminar, online seminar
time slot, timeslot
organizer, organiser
signer, signatory
emoji, emoticon
bio, biography, about me
repost, reshare
forum, message board, discussion board, bulletin board
tv show, tv series, television series, television show
variant, variation, product variant
fulfillment, fulfilment, order fulfillment
abandoned cart, abandoned checkout
rma, return authorization, return merchandise authorization
shipping rate, shipping cost, shipping fee, shipping charge, delivery fee, delivery charge, postage
loyalty program, rewards program, loyalty scheme, loyalty programme
point of sale, pos
freight, cargo
eta, estimated arrival
pickup, pick up, pick-up
wallet, digital wallet, e-wallet, ewallet
routing number, routing transit number, aba number, sort code
cvv, cvc, card verification code, card security code
installment, instalment
credit note, credit memo
purchase order, po
accounts payable, payables
accounts receivable, receivables
fiscal year, financial year
line item, invoice line
tax id, tax identification number, taxpayer id, tax number
sales pipeline, sales funnel
address book, contact list
email blast, email campaign, mass email, bulk email
short link, short url, shortened url
opt in, subscribe
supervisor, line manager, reporting manager
direct report, subordinate
job title, position title
performance review, performance appraisal, appraisal
clock in, punch in
clock out, punch out
new hire, new joiner, new employee
cv, curriculum vitae
requisition, job requisition
job offer, offer letter
homework, coursework
immunization, immunisation, vaccination
heart rate, pulse
lab result, laboratory result
ota, over the air, ota update
in app purchase, iap, microtransaction
weather alert, weather warning
trip, journey
public holiday, bank holiday, statutory holiday
public transit, public transport, public transportation, mass transit
street address, postal address, mailing address
elevation, altitude
lease, rental agreement, tenancy agreement
dataset, data set
driver license, drivers license, driving licence, driving license
tax return, tax filing
usb drive, flash drive, thumb drive, usb stick
gpu, graphics card, graphics processing unit, video card
ram, memory
webcam, web camera
os, operating system
ui, user interface
wifi, wi-fi, wireless network, wlan
mac address, hardware address
network interface, network adapter, network card, nic
isp, internet service provider, internet provider
audio, sound
ebook, e-book, electronic book
audiobook, audio book
file format, file type
presentation, slide deck, slideshow
font, typeface
faq, frequently asked questions
achievement, badge
hashtag, hash tag
checking account, current account, chequing account
atm, cash machine, cashpoint
credit score, credit rating
stock price, share price
autopay, automatic payment, auto pay
bic, bank identifier code, swift code
expense report, expense claim
smart plug, smart outlet, smart socket
routine, automation
security camera, surveillance camera, cctv
smart home, home automation
smoke detector, smoke alarm
microphone, mic
voice memo, voice note
hold music, music on hold
ivr, interactive voice response, phone tree
call forwarding, call diversion
toll free number, toll free, freephone
noise cancellation, noise suppression, noise reduction
diarization, diarisation, speaker diarization
table of contents, toc
memo, memorandum
cover letter, covering letter
spellcheck, spell check, spell checker
backorder, back order
preorder, pre-order, pre order
packing slip, packing list, delivery note
shipping label, postage label, mailing label
barcode, bar code
dropshipping, drop shipping, dropship
product review, customer review
sales rep, sales representative, salesperson
general ledger, nominal ledger, ledger
income statement, profit and loss, pnl
amortization, amortisation
bill of materials, bom
cost center, cost centre
profit center, profit centre
vendor bill, supplier invoice, purchase invoice
payment terms, terms of payment
remittance advice, payment advice
accounting period, financial period, fiscal period
goods receipt, goods received note, grn
debit note, debit memo
cogs, cost of sales
vat, value added tax
fingerprint, thumbprint
facial recognition, face recognition
checksum, hash
malware, malicious software
antivirus, anti-virus, virus scanner
penetration test, pentest, pen test
pii, personally identifiable information, personal data
data breach, security breach
background check, background screening
identity document, id document, identity card, id card
social security number, ssn, national insurance number
call center, call centre, contact center, contact centre
center, centre
optimization, optimisation
visualization, visualisation
dialog, dialogue
program, programme
grayscale, greyscale
enquiry, inquiry
real estate agent, estate agent, realtor
kilometer, kilometre, km
`;
