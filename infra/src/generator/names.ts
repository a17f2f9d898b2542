import type { Random } from './random.js';

export type Gender = 'male' | 'female';

/** A list written as one comma-separated text: hundreds of names read better as prose than one per line. */
function names(text: string): readonly string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

interface NameCulture {
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly last: readonly string[];
}

interface Nationality {
  /** As the member's record shows it (a demonym, like the desk would type it). */
  readonly name: string;
  /** Share of the gym's members, in percent. */
  readonly weight: number;
  /** Share of women among members of this nationality: Qatar's expatriate workforce is mostly male, unevenly so. */
  readonly femaleShare: number;
  readonly culture: NameCulture;
}

const gulf: NameCulture = {
  male: names(`
    Mohammed, Abdullah, Khalid, Hamad, Jassim, Ali, Nasser, Saud, Fahad, Tamim, Abdulrahman, Saad,
    Ahmed, Rashid, Faisal, Mubarak, Sultan, Youssef, Salem, Majid, Talal, Hamza
  `),
  female: names(`
    Noora, Maryam, Fatima, Aisha, Hessa, Moza, Al Anoud, Sara, Latifa, Shaikha, Reem, Dana, Hind, Amna,
    Lulwa, Noof, Jawaher, Asma, Maha, Dalal
  `),
  last: names(`
    Al-Kuwari, Al-Marri, Al-Mannai, Al-Sulaiti, Al-Naimi, Al-Hajri, Al-Mohannadi, Al-Kaabi, Al-Emadi,
    Al-Dosari, Al-Qahtani, Al-Shahwani, Al-Khulaifi, Al-Muftah, Al-Ansari, Al-Baker, Al-Jaber,
    Al-Mahmoud, Al-Hammadi, Al-Obaidli, Al-Sada, Al-Malki
  `),
};

const levantFirst = {
  male: names(`
    Omar, Khaled, Ahmad, Mahmoud, Rami, Tarek, Fadi, Samer, Bilal, Hussein, Ziad, Nabil, Walid, Karim,
    Yazan, Majed, Hani, Anas, Firas, Louay, Mazen
  `),
  female: names(`
    Lina, Rania, Dima, Hala, Rasha, Nour, Maya, Yara, Lara, Reem, Farah, Salma, Layla, Joumana, Tala,
    Ghada, Sawsan, Rula, Hiba
  `),
};

const jordanian: NameCulture = {
  ...levantFirst,
  last: names(`
    Haddad, Obeidat, Khasawneh, Tarawneh, Majali, Rawashdeh, Zoubi, Bataineh, Shdeifat, Qudah, Momani,
    Hijazi, Nsour, Abu Rumman, Smadi, Otoom
  `),
};
const syrian: NameCulture = {
  ...levantFirst,
  last: names(`
    Al-Halabi, Kabbani, Atassi, Jabri, Khatib, Sabbagh, Hamwi, Shami, Idlibi, Mardini, Homsi, Darwish,
    Kurdi, Haddad, Nahhas, Tayara
  `),
};
const lebanese: NameCulture = {
  male: [...levantFirst.male, ...names('Georges, Elie, Charbel, Joe, Marc, Tony')],
  female: [...levantFirst.female, ...names('Rita, Nadine, Carla, Maria, Christelle')],
  last: names(`
    Khoury, Haddad, Sleiman, Nassar, Fares, Karam, Abi Nader, Rizk, Hayek, Tannous, Daher, Saliba,
    Bitar, Moussa, Azar, Chidiac
  `),
};
const palestinian: NameCulture = {
  ...levantFirst,
  last: names(`
    Abu Khalil, Nasser, Barghouti, Husseini, Khalidi, Shaath, Qasem, Awad, Abu Ghazaleh, Tamimi, Odeh,
    Saleh, Jarrar, Dajani
  `),
};

const egyptian: NameCulture = {
  male: names(`
    Mohamed, Ahmed, Mahmoud, Mostafa, Amr, Hossam, Karim, Tamer, Sherif, Hany, Islam, Ayman, Wael,
    Ehab, Ramy, Mina, Peter, Beshoy, Youssef, Omar
  `),
  female: names(`
    Mariam, Nourhan, Yasmin, Aya, Heba, Dina, Mai, Rana, Shaimaa, Salma, Nada, Esraa, Marwa, Sara,
    Mona, Christine, Marina, Habiba
  `),
  last: names(`
    Abdelrahman, Hassan, Ibrahim, Mostafa, El-Sayed, Farouk, Mahmoud, Saad, Gamal, Fathy, Soliman,
    Hegazy, Naguib, Shawky, Ramadan, Girgis, Tawfik, Mansour, Zaki, Abdelaziz
  `),
};

const maghrebFirst = {
  male: names(`
    Youssef, Mehdi, Amine, Anis, Hamza, Ayoub, Skander, Walid, Karim, Bilel, Rachid, Said
  `),
  female: names(`
    Amira, Ines, Salma, Meriem, Yasmine, Sana, Imane, Khadija, Nadia, Asma, Houda
  `),
};
const tunisian: NameCulture = {
  ...maghrebFirst,
  last: names(`
    Trabelsi, Jebali, Gharbi, Hammami, Ayari, Jlassi, Mejri, Chaabane, Ben Salah, Dridi, Ferchichi,
    Mansouri, Saidi, Riahi
  `),
};
const moroccan: NameCulture = {
  ...maghrebFirst,
  last: names(`
    El Amrani, Bennani, Alaoui, Tazi, Benjelloun, El Idrissi, Berrada, Chraibi, Fassi, Ouazzani,
    Lahlou, Kettani, Bouzidi, Naciri
  `),
};

const sudanese: NameCulture = {
  male: names(`
    Mohamed, Ahmed, Osman, Abdelrahim, Elfatih, Hassan, Omer, Mustafa, Yasir, Hisham, Mutaz, Tariq,
    Mohanad, Khalid, Awad
  `),
  female: names(`
    Amna, Fatima, Hiba, Sara, Reem, Tasneem, Samah, Rawan, Alaa, Eman, Nada, Duaa
  `),
  last: names(`
    Osman, Elamin, Abdalla, Elhassan, Babiker, Elsheikh, Idris, Ibrahim, Mahgoub, Suliman, Hamid, Musa,
    Adam, Elnour, Taha
  `),
};

const indian: NameCulture = {
  male: names(`
    Rahul, Arjun, Vishnu, Anoop, Sanjay, Rajesh, Suresh, Arun, Nikhil, Abdul, Mohammed, Shafeeq,
    Faisal, Jithin, Jobin, Thomas, Joseph, Rohan, Vikram, Amit, Karthik, Praveen, Deepak, Manoj,
    Sreejith, Anand
  `),
  female: names(`
    Priya, Anjali, Divya, Sneha, Lakshmi, Aishwarya, Neha, Pooja, Reshma, Shabna, Fathima, Ann, Merin,
    Jincy, Swathy, Kavya, Meera, Shilpa, Nisha, Asha, Deepa, Remya
  `),
  last: names(`
    Nair, Menon, Pillai, Kumar, Thomas, Joseph, George, Varghese, Mathew, Abraham, Kurian, Sharma,
    Patel, Reddy, Iyer, Rao, Das, Khan, Shaikh, Rahman, Krishnan, Chacko, Kutty, Gupta, Singh, D'Souza,
    Fernandes, Panicker, Namboothiri
  `),
};

const pakistani: NameCulture = {
  male: names(`
    Muhammad, Ali, Usman, Bilal, Hamza, Imran, Asad, Kashif, Faisal, Adnan, Zain, Umar, Waqas, Shahid,
    Naveed, Tariq, Danish
  `),
  female: names(`
    Ayesha, Fatima, Zainab, Sana, Hira, Maryam, Amna, Mahnoor, Iqra, Saba, Sadia, Rabia
  `),
  last: names(`
    Khan, Ahmed, Malik, Hussain, Qureshi, Chaudhry, Butt, Sheikh, Raza, Iqbal, Javed, Siddiqui, Mirza,
    Abbasi, Akhtar, Anwar
  `),
};

const bangladeshi: NameCulture = {
  male: names(`
    Rahim, Karim, Hasan, Rakib, Shakil, Tanvir, Sohel, Mamun, Jahid, Arif, Rubel, Mizanur, Habib,
    Shahin, Rasel
  `),
  female: names(`
    Nusrat, Farzana, Sumaiya, Tahmina, Ruma, Sharmin, Nasrin, Mim, Jannat, Sadia
  `),
  last: names(`
    Hossain, Rahman, Islam, Uddin, Ahmed, Miah, Alam, Sarkar, Chowdhury, Akter, Haque, Molla, Talukder,
    Bhuiyan
  `),
};

const nepali: NameCulture = {
  male: names(`
    Ramesh, Suman, Bikash, Sunil, Dipak, Rajan, Prakash, Santosh, Kiran, Anil, Bishnu, Nabin, Sagar,
    Roshan, Dinesh
  `),
  female: names(`
    Sita, Gita, Sunita, Anita, Puja, Sabina, Sarita, Manisha, Pramila, Rita, Srijana
  `),
  last: names(`
    Thapa, Gurung, Tamang, Shrestha, Rai, Magar, Karki, Adhikari, Sharma, Bhandari, Khadka, Poudel,
    Limbu, Basnet, KC
  `),
};

const sriLankan: NameCulture = {
  male: names(`
    Nuwan, Kasun, Chaminda, Dinesh, Lahiru, Sampath, Tharindu, Ruwan, Pradeep, Mahesh, Chathura,
    Dilshan, Nalin, Asanka
  `),
  female: names(`
    Dilini, Nadeesha, Chamari, Sanduni, Ishara, Kumari, Madushani, Nirosha, Tharushi, Hashini, Sachini
  `),
  last: names(`
    Perera, Fernando, Silva, Jayasinghe, Bandara, Wickramasinghe, Dissanayake, Gunawardena, Rathnayake,
    Herath, Kumara, Weerasinghe, Ekanayake, Liyanage
  `),
};

const filipino: NameCulture = {
  male: names(`
    John, Mark, Paolo, Carlo, Miguel, Jerome, Christian, Ryan, Joel, Arnel, Rommel, Jayson, Bryan,
    Renato, Angelo, Dennis, Jomar, Kenneth
  `),
  female: names(`
    Maria, Kristine, Jessa, Mae, Angelica, Joy, Grace, Camille, Rowena, Marites, Lovely, Jasmine,
    Princess, Rachelle, Cherry, Lyka, Janine, Aileen
  `),
  last: names(`
    Santos, Reyes, Cruz, Bautista, Garcia, Mendoza, Dela Cruz, Ramos, Aquino, Villanueva, Castillo,
    Fernandez, Torres, Gonzales, Flores, Navarro, Domingo, Pascual, Manalo, Soriano
  `),
};

const british: NameCulture = {
  male: names(`
    James, Oliver, Thomas, Daniel, Matthew, Jack, Harry, George, William, Samuel, Luke, Benjamin, Adam,
    Ryan, Callum, Liam, Joshua
  `),
  female: names(`
    Emily, Sophie, Charlotte, Hannah, Lucy, Olivia, Jessica, Amy, Laura, Rebecca, Chloe, Katie, Emma,
    Ellie, Grace, Holly
  `),
  last: names(`
    Smith, Jones, Taylor, Brown, Williams, Wilson, Evans, Thomas, Johnson, Roberts, Walker, Wright,
    Robinson, Thompson, Hughes, Edwards, Green, Hall, Wood, Clarke, Murphy, Campbell
  `),
};

const american: NameCulture = {
  male: names(`
    Michael, Christopher, Joshua, David, Andrew, Tyler, Brandon, Justin, Kevin, Jason, Eric, Nathan,
    Kyle, Aaron, Marcus
  `),
  female: names(`
    Ashley, Jennifer, Jessica, Sarah, Amanda, Megan, Lauren, Brittany, Nicole, Rachel, Kayla, Samantha,
    Taylor, Morgan
  `),
  last: names(`
    Johnson, Miller, Davis, Garcia, Rodriguez, Martinez, Anderson, Jackson, White, Harris, Martin, Lee,
    Walker, Allen, Young, King, Scott, Baker, Nguyen
  `),
};

const kenyan: NameCulture = {
  male: names(`
    Brian, Kevin, Dennis, Collins, Victor, Samuel, Peter, Joseph, Evans, Geoffrey, Kelvin, Felix
  `),
  female: names(`
    Faith, Mercy, Grace, Joy, Esther, Caroline, Purity, Winnie, Sharon, Lilian, Nancy, Gladys
  `),
  last: names(`
    Otieno, Odhiambo, Mwangi, Kamau, Wanjiru, Njoroge, Kiprop, Kiptoo, Mutua, Ochieng, Wafula, Kariuki,
    Chebet, Omondi
  `),
};

const southAfrican: NameCulture = {
  male: names(`
    Thabo, Sipho, Pieter, Johan, Kagiso, Lwazi, Ruan, Jaco, Mandla, Themba
  `),
  female: names(`
    Lerato, Nomvula, Anika, Carla, Zanele, Thandi, Lindiwe, Marike, Palesa
  `),
  last: names(`
    Nkosi, Dlamini, van der Merwe, Botha, Naidoo, Mokoena, Ndlovu, Pretorius, Khumalo, du Plessis
  `),
};

/**
 * Who trains in a mid-market gym in Doha: Qataris and the large South Asian, Arab and Filipino communities, plus
 * Western and African expatriates. The weights sum to 100; the female shares give about 60/40 male/female overall.
 */
export const NATIONALITIES: readonly Nationality[] = [
  { name: 'Qatari', weight: 14, femaleShare: 0.42, culture: gulf },
  { name: 'Indian', weight: 17, femaleShare: 0.35, culture: indian },
  { name: 'Egyptian', weight: 9, femaleShare: 0.35, culture: egyptian },
  { name: 'Filipino', weight: 10, femaleShare: 0.6, culture: filipino },
  { name: 'Pakistani', weight: 6, femaleShare: 0.2, culture: pakistani },
  { name: 'Nepali', weight: 4, femaleShare: 0.12, culture: nepali },
  { name: 'Bangladeshi', weight: 3, femaleShare: 0.1, culture: bangladeshi },
  { name: 'Sri Lankan', weight: 4, femaleShare: 0.35, culture: sriLankan },
  { name: 'Jordanian', weight: 4, femaleShare: 0.45, culture: jordanian },
  { name: 'Syrian', weight: 4, femaleShare: 0.4, culture: syrian },
  { name: 'Lebanese', weight: 4, femaleShare: 0.5, culture: lebanese },
  { name: 'British', weight: 5, femaleShare: 0.45, culture: british },
  { name: 'American', weight: 3, femaleShare: 0.45, culture: american },
  { name: 'Sudanese', weight: 3, femaleShare: 0.3, culture: sudanese },
  { name: 'Kenyan', weight: 3, femaleShare: 0.55, culture: kenyan },
  { name: 'Tunisian', weight: 2, femaleShare: 0.4, culture: tunisian },
  { name: 'Moroccan', weight: 2, femaleShare: 0.5, culture: moroccan },
  { name: 'Palestinian', weight: 2, femaleShare: 0.4, culture: palestinian },
  { name: 'South African', weight: 1, femaleShare: 0.5, culture: southAfrican },
];

const nationalityWeights = NATIONALITIES.map((n) => [n, n.weight] as const);
const byName = new Map(NATIONALITIES.map((n) => [n.name, n]));

export interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: Gender;
  readonly nationality: string;
}

/** A member-like person: nationality by the gym's mix, gender by that nationality's share, then plausible names. */
export function drawPerson(random: Random, nationalities: readonly string[] | null = null): Person {
  const nationality =
    nationalities === null ? random.weighted(nationalityWeights) : byName.get(random.pick(nationalities))!;
  const gender: Gender = random.chance(nationality.femaleShare) ? 'female' : 'male';
  return {
    firstName: random.pick(nationality.culture[gender]),
    lastName: random.pick(nationality.culture.last),
    gender,
    nationality: nationality.name,
  };
}

/** A first name of someone from the same community (a relative for an emergency contact). */
export function drawFirstName(random: Random, nationality: string, gender: Gender): string {
  const culture = byName.get(nationality)?.culture ?? british;
  return random.pick(culture[gender]);
}
