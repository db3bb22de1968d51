import { article } from './article.ts';

/** The 19 articles of "Buying"; the first five are its featured ones. */
export const buyingArticles = [
  article(
    'a-buying-1',
    'Booking a feed delivery',
    '<p>Under <em>Feed</em>, enter the supplier, the feed type (starter, grower, finisher), the weight delivered and the price. Stock goes up the moment the delivery is saved.</p>',
  ),
  article(
    'a-buying-2',
    'Buying day-old chicks',
    '<p>The chicks bought are the placement of a new flock: enter the hatchery, the breed and the number placed when you create the flock.</p>',
  ),
  article(
    'a-buying-3',
    'Medicine and vaccine purchases',
    '<p>Record each product with its batch number and expiry date. Treatments booked under <em>Medicine usage</em> take stock from the purchase.</p>',
    "<ul><li>Keep the vet's prescription reference in the note field.</li><li>Check expiry dates before vaccination days.</li></ul>",
  ),
  article(
    'a-buying-4',
    'Diesel and wood for heating',
    '<p>Heating fuel is a farm cost, shared among the flocks on the farm during the period it was used. Enter each delivery with its quantity and amount.</p>',
  ),
  article(
    'a-buying-5',
    'Comparing supplier prices',
    '<p>Filter the feed purchases by supplier and period to compare the price per tonne you paid. Export the list to a spreadsheet for a longer comparison.</p>',
  ),
  article(
    'a-buying-6',
    'Taking feed from stock',
    '<p>Book the feed given to a flock under <em>Feed Usage</em>. It leaves the farm’s stock and counts towards the flock’s feed per bird and feed conversion.</p>',
  ),
  article(
    'a-buying-7',
    'How many days the feed lasts',
    '<p>The flock page divides the feed in stock by this week’s use and shows how many days it lasts. Order the next delivery while a few days are left, since mills rarely deliver the same day.</p>',
  ),
  article(
    'a-buying-8',
    'Alerts for low feed and expiring medicine',
    '<p>The alerts bell warns when feed stock runs low and when a medicine in stock is close to its expiry date. Admins set the limits under <em>Farm Settings</em>.</p>',
  ),
  article(
    'a-buying-9',
    'Food for the farm staff',
    '<p>Book food bought for the staff under <em>Mess</em>. It is a running cost of the farm, shared among its flocks like fuel.</p>',
  ),
  article(
    'a-buying-10',
    'Other farm expenses',
    '<p>Repairs, bedding, electricity and anything else without its own list go under <em>Miscellaneous Expenses</em>, with a note saying what was bought.</p>',
  ),
  article(
    'a-buying-11',
    'Paying salaries',
    '<p>Under <em>Employees Salary</em>, the month’s page lists every employee with what is due and what was paid, and counts how many have been paid.</p>',
  ),
  article(
    'a-buying-12',
    'Wood for brooding',
    '<p>Book each load of wood with its weight and amount under <em>Wood</em>. Store it dry: wet wood heats poorly and fills the house with smoke.</p>',
  ),
  article(
    'a-buying-13',
    'Checking a delivery against its ticket',
    '<p>Compare the weighbridge ticket with what you ordered before the truck leaves, and book the weight actually delivered. Note a short or damaged delivery in the note field the same day.</p>',
  ),
  article(
    'a-buying-14',
    'Writing supplier names the same way',
    '<p>Filters and reports group purchases by the supplier’s name as it was typed. Write each supplier the same way every time, for example as it appears on their invoices.</p>',
  ),
  article(
    'a-buying-15',
    'Vaccines and the cold chain',
    '<p>Check that vaccines arrive cold and put them in the refrigerator at 2–8 °C at once. Note the batch number on delivery: it is the first thing the vet asks about after a reaction.</p>',
  ),
  article(
    'a-buying-16',
    'Where purchases show in a flock’s costs',
    '<p>Feed, chicks and medicine used by a flock count towards it directly. Shared costs such as fuel, staff food and other expenses are divided among the flocks on the farm during their period.</p>',
  ),
  article(
    'a-buying-17',
    'Litter material',
    '<p>Buy dry wood shavings or chopped straw and spread 5–10 cm before placement. Book the purchase as a miscellaneous expense of the farm.</p>',
  ),
  article(
    'a-buying-18',
    'Keeping invoices with their records',
    '<p>Write the supplier’s invoice number in the note of each purchase. When the accountant asks about a payment, the note tells you which invoice it was.</p>',
  ),
  article(
    'a-buying-19',
    'Buying feed in bulk or in bags',
    '<p>Bulk feed is cheaper per tonne but needs a clean, dry silo. Bags suit small houses and medicated feeds; book either by weight so the stock stays in kg.</p>',
  ),
];
