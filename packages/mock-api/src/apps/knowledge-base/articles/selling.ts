import { article } from './article.ts';

/** The 12 articles of "Selling"; the first five are its featured ones. */
export const sellingArticles = [
  article(
    'a-selling-1',
    'Recording a sale of live birds',
    '<p>Under <em>Sales</em>, choose the flock, the buyer, the number of birds and the total live weight. The price per kg gives the amount.</p>',
    '<p>Sold birds leave the flock count but are not counted as mortality.</p>',
  ),
  article(
    'a-selling-2',
    'Partial thinning before the final catch',
    '<p>Book each thinning as its own sale on the day the birds leave. The flock page keeps the birds alive and the average weight up to date between sales.</p>',
  ),
  article(
    'a-selling-3',
    'Selling eggs from a layer flock',
    '<p>Record eggs sold per tray or per piece. Hen-day production on the flock page uses the eggs collected, not only the eggs sold.</p>',
  ),
  article(
    'a-selling-4',
    'Following up unpaid sales',
    '<p>A sale keeps the amount received separately from the amount due. Filter the sales list by buyer to see who still owes money.</p>',
  ),
  article(
    'a-selling-5',
    'How sales feed the profit of a flock',
    '<p>Revenue from every sale of a flock is set against its feed, chicks, medicine and shared running costs. The closing sheet shows the final <strong>profit per bird</strong> and <strong>cost per kg</strong>.</p>',
  ),
  article(
    'a-selling-6',
    'Withdrawal periods before a sale',
    '<p>When a flock was treated with a medicine that has a withdrawal period, the flock page shows the date until which its meat, or its eggs, may not be sold. Plan the catch after that date.</p>',
  ),
  article(
    'a-selling-7',
    'Weighing a sample before the catch',
    '<p>Weigh a sample of birds from several parts of the house two or three days before the catch and book it as a weighing. Buyers ask for the expected average weight, and the figure also checks the scale at the loading bay.</p>',
  ),
  article(
    'a-selling-8',
    'Birds dead on arrival',
    '<p>Birds found dead in the crates are lost from the flock on the day of the catch. Book them as deaths of that day, so the birds sold and the birds lost add up to the birds placed.</p>',
  ),
  article(
    'a-selling-9',
    'Pricing a load from the cost per kg',
    '<p>The flock page shows what each kg of live weight has cost so far. Compare it with the buyer’s offer before you agree a price; feed is usually most of that cost.</p>',
  ),
  article(
    'a-selling-10',
    'Reports for your accountant',
    '<p>Download the farm period report from the farm dashboard for the dates you choose, as PDF, Excel or CSV, and send the file as it is. A flock’s closing sheet comes from its flock page the same way.</p>',
  ),
  article(
    'a-selling-11',
    'Closing a flock after the last sale',
    '<p>Once no birds are left and the flock has a final weighing, an admin closes it on the flock page. Its records become read-only and the closing sheet keeps the final figures.</p>',
    '<p>A closed flock can be reopened by an admin, with a reason that is kept in its history.</p>',
  ),
  article(
    'a-selling-12',
    'Catching at night',
    '<p>Catch broilers in dim blue or red light, when they are calm. Take the feed away a few hours before, but leave the water on until the catching team arrives.</p>',
  ),
];
