/**
 * What people write, send, store and watch: messages, calls and email, files and documents, media,
 * publishing, forms and support. One group per line (see `../related-word-groups.ts`).
 */
export const CONTENT_GROUPS = `
message, chat, text, note, post, dm, direct message, private message
comment, note, remark, feedback, annotation
channel, conversation, room, group chat, chatroom, chat room
attachment, attach, file, upload, document
file, document, attachment, upload, asset, blob, object
avatar, photo, picture, icon, profile picture, image, profile photo, profile image
email, mail, e-mail, address, inbox
phone, sms, text message, mobile, call, telephone, phone number, cell phone, dial, mobile number, cellphone, mobile phone
call, meeting, video call, conference, video conference, videoconference, conference call, video chat
calendar, event, appointment, meeting, booking
dashboard, board, overview, report, panel
report, summary, overview, statistics
thread, conversation, discussion
description, summary, title, text, body, content, details
name, title, label, rename
folder, directory, dir
filename, file name
mime type, content type, media type
trash, recycle bin, wastebasket, rubbish bin
movie, film, motion picture, feature film
artist, musician, performer
video, clip, footage
photo, photograph, picture, pic, image
subtitle, subtitles, closed captions, captions
thumbnail, thumb
attendee, participant, invitee
reservation, booking
recipient, addressee, receiver
spam, junk, junk mail
mailing list, distribution list, email list
feed, news feed, newsfeed, web feed
article, blog post, post
survey, questionnaire
support ticket, support request, support case
knowledge base, help center, help centre
bounce, bounceback, bounce back
voicemail, voice mail, voice message
text to speech, tts, speech synthesis
speech to text, stt, speech recognition, asr, transcription, transcribe
ocr, optical character recognition, text recognition
webpage, web page
website, web site, site
seo, search engine optimization, search engine optimisation
dropdown, drop down, drop-down, select box, picklist, pick list
textbox, text box, text field, input field, text input
pageview, page view
changelog, change log, release notes
cc, carbon copy
bcc, blind carbon copy
autoresponder, auto responder, auto reply, automatic reply, out of office
livestream, live stream, live broadcast
support agent, support rep, support representative, customer service agent
canned response, canned reply, saved reply
help desk, helpdesk, service desk, support desk
spreadsheet, workbook
screenshot, screen shot, screen capture, screengrab
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
address book, contact list
audio, sound
ebook, e-book, electronic book
audiobook, audio book
file format, file type
presentation, slide deck, slideshow
font, typeface
faq, frequently asked questions
achievement, badge
hashtag, hash tag
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
spellcheck, spell check, spell checker
call center, call centre, contact center, contact centre
dialog, dialogue
`;
