/**
 * Money and trade: customers, payments and banking, products and orders, shipping, accounting, sales
 * and marketing. One group per line (see `../related-word-groups.ts`).
 */
export const COMMERCE_GROUPS = `
customer, client, buyer, shopper, purchaser, consumer, payer, subscriber
dispute, contest, claim
charge, payment, pay, bill, billing, collect, capture, debit
invoice, bill, receipt, statement
balance, funds, money
payout, withdraw, withdrawal, cash out, disbursement
transfer, pay out, remit, wire transfer, bank transfer
subscription, plan, membership, renewal
price, pricing, cost, rate, fee, amount, tariff
product, item, sku, good, merchandise, offering, goods, stock keeping unit
coupon, discount, promo, promotion, promo code, voucher, deal
checkout, cart, basket, purchase, order, shopping cart, shopping basket
order, purchase, checkout, sale, transaction
card, credit card, payment method, debit card, payment card
vendor, supplier
seller, merchant, vendor, retailer
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
ad, advert, advertisement
lead, prospect, sales lead
deal, opportunity
quote, quotation, estimate
ab test, split test, ab testing, split testing
payee, beneficiary
preauthorization, pre authorization, preauth, authorization hold
tip, gratuity
payment processor, payment gateway, payment provider
top up, topup, recharge
cryptocurrency, crypto, crypto currency
seed phrase, recovery phrase, mnemonic phrase
free trial, trial period, trial subscription
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
email blast, email campaign, mass email, bulk email
short link, short url, shortened url
in app purchase, iap, microtransaction
tax return, tax filing
checking account, current account, chequing account
atm, cash machine, cashpoint
credit score, credit rating
stock price, share price
autopay, automatic payment, auto pay
bic, bank identifier code, swift code
expense report, expense claim
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
`;
