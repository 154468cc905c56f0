/**
 * People at work and in life, and where they are: companies and HR, recruiting, education, health,
 * legal and real estate, travel and maps, games. One group per line (see `../related-word-groups.ts`).
 */
export const PEOPLE_AND_PLACES_GROUPS = `
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
student, learner, pupil
teacher, instructor, tutor, educator, lecturer, professor
doctor, physician, clinician, practitioner
medication, medicine, drug, meds
geolocation, geo location, coordinates, lat long, latitude longitude
player, gamer
leaderboard, high scores, rankings, scoreboard, standings
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
directions, driving directions, turn by turn
poi, point of interest, points of interest
license plate, licence plate, number plate, registration plate
insurer, insurance company, insurance provider
virtual currency, in game currency
bet, wager
air quality, aqi, air quality index
takeout, takeaway, carryout
lms, learning management system
ehr, emr, electronic health record, electronic medical record, medical record, health record
prescription, rx
vital signs, vitals
telehealth, telemedicine, virtual care
supervisor, line manager, reporting manager
direct report, subordinate
job title, position title
performance review, performance appraisal, appraisal
new hire, new joiner, new employee
cv, curriculum vitae
requisition, job requisition
job offer, offer letter
homework, coursework
immunization, immunisation, vaccination
heart rate, pulse
lab result, laboratory result
weather alert, weather warning
trip, journey
public holiday, bank holiday, statutory holiday
public transit, public transport, public transportation, mass transit
street address, postal address, mailing address
elevation, altitude
lease, rental agreement, tenancy agreement
driver license, drivers license, driving licence, driving license
cover letter, covering letter
background check, background screening
identity document, id document, identity card, id card
social security number, ssn, national insurance number
real estate agent, estate agent, realtor
kilometer, kilometre, km
`;
