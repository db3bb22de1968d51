// Names the generated farms, parties and staff are drawn from.
const names = (text: string) => text.split(', ');

export const PLACES = names(
  'Okara, Sheikhupura, Kasur, Sahiwal, Pattoki, Gujranwala, Faisalabad, Jhang, Sargodha, ' +
    'Multan, Bahawalpur, Chiniot, Hafizabad, Narowal, Sialkot, Vehari, Khanewal, Mandi Bahauddin, ' +
    'Toba Tek Singh, Attock, Chakwal, Jhelum, Mianwali, Layyah',
);
export const TRADERS = names(
  'Al-Noor, Madina, Bismillah, Al-Rehman, Punjab, Crescent, Shaheen, Zam Zam, Al-Habib, ' +
    'Rehmat, Hamza, Faisal, Usman, Ghani, Sadiq, Noor',
);
export const OWNERS = names(
  'Rashid Mehmood, Saima Tariq, Imran Qureshi, Nadia Aslam, Tariq Javed, Farah Naz, ' +
    'Kamran Akmal, Hina Sohail, Asif Iqbal, Zubair Ahmed',
);
export const FIRST_NAMES = names(
  'Bilal, Usman, Ahmed, Zeeshan, Naveed, Sajid, Waqas, Shahid, Adeel, Fahad, Kashif, Irfan',
);
export const LAST_NAMES = names(
  'Khan, Ali, Hussain, Iqbal, Butt, Malik, Chaudhry, Anwar, Shah, Javed',
);
