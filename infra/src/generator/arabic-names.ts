/*
 * The Arabic spelling of the generated Arab members' names (issue 46, item 5): the desk records both scripts for
 * them. A member gets an Arabic name only when both their first and last name are here.
 */

/** Latin spelling → Arabic, written as pairs "Latin=عربي" separated by commas (prose reads better than 200 lines). */
function pairs(text: string): ReadonlyMap<string, string> {
  return new Map(
    text
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=').map((side) => side.trim()) as [string, string]),
  );
}

const FIRST = pairs(`
  Mohammed=محمد, Mohamed=محمد, Abdullah=عبدالله, Khalid=خالد, Khaled=خالد, Hamad=حمد, Jassim=جاسم, Ali=علي,
  Nasser=ناصر, Saud=سعود, Fahad=فهد, Tamim=تميم, Abdulrahman=عبدالرحمن, Saad=سعد, Ahmed=أحمد, Ahmad=أحمد,
  Rashid=راشد, Faisal=فيصل, Mubarak=مبارك, Sultan=سلطان, Youssef=يوسف, Salem=سالم, Majid=ماجد, Majed=ماجد,
  Talal=طلال, Hamza=حمزة, Omar=عمر, Mahmoud=محمود, Rami=رامي, Ramy=رامي, Tarek=طارق, Fadi=فادي, Samer=سامر,
  Bilal=بلال, Hussein=حسين, Ziad=زياد, Nabil=نبيل, Walid=وليد, Karim=كريم, Yazan=يزن, Hani=هاني, Hany=هاني,
  Anas=أنس, Firas=فراس, Louay=لؤي, Mazen=مازن, Mostafa=مصطفى, Amr=عمرو, Hossam=حسام, Tamer=تامر, Sherif=شريف,
  Islam=إسلام, Ayman=أيمن, Wael=وائل, Ehab=إيهاب,
  Noora=نورة, Maryam=مريم, Mariam=مريم, Fatima=فاطمة, Aisha=عائشة, Hessa=حصة, Moza=موزة, Al Anoud=العنود,
  Sara=سارة, Latifa=لطيفة, Shaikha=شيخة, Reem=ريم, Dana=دانة, Hind=هند, Amna=آمنة, Lulwa=لولوة, Noof=نوف,
  Jawaher=جواهر, Asma=أسماء, Maha=مها, Dalal=دلال, Lina=لينا, Rania=رانيا, Dima=ديما, Hala=هالة, Rasha=رشا,
  Nour=نور, Maya=مايا, Yara=يارا, Lara=لارا, Farah=فرح, Salma=سلمى, Layla=ليلى, Joumana=جمانة, Tala=تالا,
  Ghada=غادة, Sawsan=سوسن, Rula=رلى, Hiba=هبة, Heba=هبة, Nourhan=نورهان, Yasmin=ياسمين, Aya=آية, Dina=دينا,
  Mai=مي, Rana=رنا, Shaimaa=شيماء, Nada=ندى, Esraa=إسراء, Marwa=مروة, Mona=منى, Habiba=حبيبة
`);

const LAST = pairs(`
  Al-Kuwari=الكواري, Al-Marri=المري, Al-Mannai=المناعي, Al-Sulaiti=السليطي, Al-Naimi=النعيمي,
  Al-Hajri=الهاجري, Al-Mohannadi=المهندي, Al-Kaabi=الكعبي, Al-Emadi=العمادي, Al-Dosari=الدوسري,
  Al-Qahtani=القحطاني, Al-Shahwani=الشهواني, Al-Khulaifi=الخليفي, Al-Muftah=المفتاح, Al-Ansari=الأنصاري,
  Al-Baker=الباكر, Al-Jaber=الجابر, Al-Mahmoud=المحمود, Al-Hammadi=الحمادي, Al-Obaidli=العبيدلي,
  Al-Sada=السادة, Al-Malki=المالكي, Haddad=حداد, Obeidat=عبيدات, Khasawneh=الخصاونة, Tarawneh=الطراونة,
  Majali=المجالي, Rawashdeh=الرواشدة, Zoubi=الزعبي, Bataineh=البطاينة, Shdeifat=الشديفات, Qudah=القضاة,
  Momani=المومني, Hijazi=حجازي, Nsour=النسور, Abu Rumman=أبو رمان, Smadi=الصمادي, Otoom=العتوم,
  Al-Halabi=الحلبي, Kabbani=قباني, Atassi=الأتاسي, Jabri=الجابري, Khatib=الخطيب, Sabbagh=الصباغ,
  Hamwi=الحموي, Shami=الشامي, Idlibi=الإدلبي, Mardini=المارديني, Homsi=الحمصي, Darwish=درويش, Kurdi=الكردي,
  Nahhas=النحاس, Tayara=طيارة, Abu Khalil=أبو خليل, Nasser=ناصر, Barghouti=البرغوثي, Husseini=الحسيني,
  Khalidi=الخالدي, Shaath=شعث, Qasem=قاسم, Awad=عوض, Abu Ghazaleh=أبو غزالة, Tamimi=التميمي, Odeh=عودة,
  Saleh=صالح, Jarrar=جرار, Dajani=الدجاني, Abdelrahman=عبد الرحمن, Hassan=حسن, Ibrahim=إبراهيم,
  Mostafa=مصطفى, El-Sayed=السيد, Farouk=فاروق, Mahmoud=محمود, Saad=سعد, Gamal=جمال, Fathy=فتحي,
  Soliman=سليمان, Hegazy=حجازي, Naguib=نجيب, Shawky=شوقي, Ramadan=رمضان, Tawfik=توفيق, Mansour=منصور,
  Zaki=زكي, Abdelaziz=عبد العزيز
`);

/** The name in Arabic script of a person named so in Latin script, or null when either part is not known here. */
export function arabicNameOf(firstName: string, lastName: string): string | null {
  const first = FIRST.get(firstName);
  const last = LAST.get(lastName);
  return first && last ? `${first} ${last}` : null;
}
