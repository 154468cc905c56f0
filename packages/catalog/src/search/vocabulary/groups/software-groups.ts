/**
 * The things of software and APIs themselves: people and accounts, identity and access, projects and
 * issues, events and schedules, infrastructure, developer tooling, monitoring, security and AI. One group per line (see `../related-word-groups.ts`).
 */
export const SOFTWARE_GROUPS = `
user, person, people, member, account, individual, someone
team, group, workspace, organization, org, company, tenant, organisation
current user, me, myself, whoami, authenticated user, identity
login, log in, sign in, authenticate, auth, authorize, session, log on, logon, sign on, signin, authorise
logout, log out, sign out, invalidate, log off, logoff, signout
token, key, credential, credentials, secret, api key, access token, auth token, bearer token
password, passphrase, passcode
signup, sign up, register, enroll, onboard, join, registration, enrol, enrollment, enrolment
issue, ticket, bug, task, defect, incident, problem, story, work item
project, repository, repo, workspace, space
transition, move, status, state, stage, workflow, progress, resolve, close
priority, urgency, importance, severity
label, tag, category, categorize, classify, keyword
watch, watcher, subscribe, subscription
history, changelog, log, audit, activity, timeline, changes, revisions, events
event, webhook, hook, callback, notification, trigger, listener
webhook, callback url, endpoint
schedule, scheduled, delay, timer, cron, cron job, scheduled task, scheduled job
time, worklog, work log, duration, timesheet, time tracking
presence, availability, status
server, machine, virtual machine, vm, instance, host, box, compute, node, vps, virtual server, virtual private server
cluster, fleet
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
build, compile, ci, pipeline, job
logs, log, output, console, trace
metrics, stats, statistics, usage, analytics, monitoring, insights, telemetry
version, release, milestone, tag, revision
ssh key, public key, ssh, keypair, key pair
permission, access, role, scope, grant, privilege, rights, policy
admin, administrator, owner, manager, moderator, superuser, sysadmin
filter, saved search, view, query
field, custom field, attribute, property, column, metadata
setting, settings, preference, preferences, configuration, config, options, prefs
permalink, link, url, share link, address, uri, web address, shared link, sharing link
owner, creator, author, reporter
health, status, uptime, alive, ping, check, heartbeat, liveness, health check
type, kind, category
username, user name, screen name, login name
blocklist, blacklist, denylist, block list
allowlist, whitelist, allow list
2fa, mfa, two factor, multi factor, two step verification, two step
otp, one time password, verification code, one time code, one time passcode
sso, single sign on
password reset, reset password, forgot password
vulnerability, security flaw, security hole
environment, env
environment variable, env var, env variable
commit, changeset
background job, background task, async job
rate limit, rate limiting, throttle, throttling
latency, response time, lag
outage, downtime, service disruption
alert, alarm
error, exception, fault, failure
feature flag, feature toggle, feature switch
kyc, know your customer, identity verification
inference, prediction
fine tune, finetune, fine-tune, fine tuning, finetuning
llm, large language model, language model
chatbot, chat bot, bot, conversational agent
vector database, vector store, vector db
autocomplete, autocompletion, auto complete, autosuggest, typeahead, type ahead
crawler, web crawler, spider
kpi, key performance indicator
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
acl, access control list
sla, service level agreement
subtask, sub task, sub-task, child task
todo, action item
standup, daily standup, daily scrum
pagination, paging, paginate
identity provider, idp
service account, machine account, machine user
personal access token, pat
redirect uri, redirect url, callback url
email verification, email confirmation
api documentation, api docs, api reference
sdk, software development kit
cli, command line interface, command line
plugin, plug-in, addon, add-on, extension
license key, product key, activation key, serial key
timestamp, time stamp
stack trace, stacktrace, backtrace, traceback
artifact, artefact, build artifact
sprint, iteration
dataset, data set
ui, user interface
fingerprint, thumbprint
facial recognition, face recognition
checksum, hash
malware, malicious software
antivirus, anti-virus, virus scanner
penetration test, pentest, pen test
pii, personally identifiable information, personal data
data breach, security breach
`;
