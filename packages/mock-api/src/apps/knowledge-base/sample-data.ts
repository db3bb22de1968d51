import type { KnowledgeBaseArticle, KnowledgeBaseCategory } from './contract.ts';

const article = (id: string, title: string, ...html: string[]): KnowledgeBaseArticle => ({
  id,
  title,
  content: html.join(''),
});

/** The four categories of sections 2 and 9; article texts are our own. */
export const knowledgeBaseCategories: KnowledgeBaseCategory[] = [
  {
    id: 'kb-account',
    title: 'Your Account',
    path: 'your-account',
    articlesCount: 17,
    featuredArticles: [
      article(
        'a-account-1',
        'Creating your farm account',
        '<p>Register with your name, email address and a password of at least four characters. The first account of a farm becomes its <strong>admin</strong>.</p>',
        '<p>After signing in, add your farms and poultry houses before you place the first flock.</p>',
      ),
      article(
        'a-account-2',
        'Changing your display name and photo',
        '<p>Open <em>My Profile</em> from the user menu in the toolbar. Your display name is shown next to every record you enter, so colleagues know who booked a delivery or a death.</p>',
      ),
      article(
        'a-account-3',
        'Choosing the language of the screens',
        '<p>Use the language menu in the toolbar to switch between English, Türkçe and العربية. Arabic turns the whole layout right to left.</p>',
        '<p>The choice is remembered on this device.</p>',
      ),
      article(
        'a-account-4',
        'Roles: admin and staff',
        '<ul><li><strong>Admins</strong> manage farms, users, settings and see money.</li><li><strong>Staff</strong> enter daily records: deaths, feed, weighings and medicine.</li></ul>',
        '<p>Pages a role may not open are hidden from the navigation.</p>',
      ),
      article(
        'a-account-5',
        'Signing out on a shared farm computer',
        '<p>Choose <em>Logout</em> in the user menu when you leave the farm office. Your session is cleared from the browser, and the next person signs in with their own account.</p>',
      ),
    ],
  },
  {
    id: 'kb-selling',
    title: 'Selling',
    path: 'selling',
    articlesCount: 12,
    featuredArticles: [
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
    ],
  },
  {
    id: 'kb-buying',
    title: 'Buying',
    path: 'buying',
    articlesCount: 19,
    featuredArticles: [
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
    ],
  },
  {
    id: 'kb-item-support',
    title: 'Item Support',
    path: 'item-support',
    articlesCount: 24,
    featuredArticles: [
      article(
        'a-support-1',
        'Calibrating a bird scale',
        '<p>Check the platform scale with a known weight before each weighing day. A scale that reads 50 g light on every bird makes the whole flock look behind the breed curve.</p>',
      ),
      article(
        'a-support-2',
        'Drinker lines: pressure and height',
        '<p>Raise the nipple line as the birds grow so they drink with their heads slightly up. Record the daily water use: a sudden drop is often the first sign of illness.</p>',
      ),
      article(
        'a-support-3',
        'Feeder pans and feed waste',
        "<p>Feed spilled from pans set too low raises the feed conversion ratio. Set the rim at the height of the birds' backs and check it weekly.</p>",
      ),
      article(
        'a-support-4',
        'Heaters and brooding temperature',
        '<p>Keep the brooding area at 32–33 °C on day one and lower it by about 0.5 °C a day. Book the fuel used so heating shows in the flock costs.</p>',
      ),
      article(
        'a-support-5',
        'Ventilation fans and litter quality',
        '<p>Wet litter causes foot-pad lesions and ammonia. Run minimum ventilation even in cold weather and note wet spots in the daily report.</p>',
      ),
    ],
  },
];
