import { article } from './article.ts';

/** The 17 articles of "Your Account"; the first five are its featured ones. */
export const yourAccountArticles = [
  article(
    'a-account-1',
    'Creating your farm account',
    '<p>Register with your name, email address and a password of at least eight characters. A new account gets the role this installation gives to registrations, which is <strong>admin</strong> unless it was set otherwise.</p>',
    '<p>Where registration is closed, an admin invites you instead. After signing in, add your farms and poultry houses before you place the first flock.</p>',
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
  article(
    'a-account-6',
    'Forgotten your password?',
    '<p>Choose <em>Forgot password</em> on the sign-in page and enter your email address. The mail brings a link that works once and for one hour; it opens a page where you choose a new password of at least eight characters.</p>',
    '<p>No mail after a few minutes? Look in the spam folder before asking again.</p>',
  ),
  article(
    'a-account-7',
    'Joining through an invitation',
    '<p>An admin can invite you by email with the role you will have. The invitation link opens a page where you choose your name and password; an expired or used link asks you to request a new one.</p>',
  ),
  article(
    'a-account-8',
    'Trying Flockbook with the demo accounts',
    '<p>A demonstration installation offers two accounts on its sign-in page: <strong>admin@example.com</strong> and <strong>staff@example.com</strong>. Choose one to fill in the form and see the screens as that role sees them.</p>',
  ),
  article(
    'a-account-9',
    'Which farms a staff member sees',
    '<p>Staff work only with the farms an admin has given them: lists, figures, stock and reports show those farms alone. Ask an admin when a farm you work on is missing.</p>',
  ),
  article(
    'a-account-10',
    'Figures without money for staff',
    '<p>Staff see the same flock figures as admins, such as mortality, feed conversion and weights, but no prices, costs, salaries or profit. The server leaves money out of their answers, so exports and reports carry none either.</p>',
  ),
  article(
    'a-account-11',
    'Alerts in the toolbar',
    '<p>The bell in the toolbar counts the open alerts, such as high daily mortality or feed stock running low. Admins set the thresholds under <em>Farm Settings</em>.</p>',
  ),
  article(
    'a-account-12',
    'Shortcuts to the pages you use most',
    '<p>The star in the toolbar opens your shortcuts. Add the pages you open every day, for example <em>New Death</em> and <em>New Weighing</em>, and they are one click away on every screen.</p>',
  ),
  article(
    'a-account-13',
    'Finding a page with the search',
    '<p>The search in the toolbar suggests the pages your role may open as you type, up to ten at a time. Press Escape to close it.</p>',
  ),
  article(
    'a-account-14',
    'Changing the look of the screens',
    '<p>The settings button at the side of the screen opens the theme settings: the layout, the colours of the navigation, toolbar and footer, and whether the navigation stays open.</p>',
  ),
  article(
    'a-account-15',
    'Using Flockbook on a phone',
    '<p>Every screen fits a phone. The navigation folds away behind the menu button, so the page has the whole width for its list or form.</p>',
  ),
  article(
    'a-account-16',
    'The chat and the quick panel',
    '<p>The chat button in the toolbar opens your conversations beside the page you are on. The quick panel next to it shows today’s date, events and notes.</p>',
  ),
  article(
    'a-account-17',
    'Who entered a record',
    '<p>Every record keeps a history: who created it, and who changed or deleted it later and when. Open a record from its list to read its history.</p>',
  ),
];
