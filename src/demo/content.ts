// The demo site's content: fictional hostels, people, messes, events, notices
// and files of an engineering institute on the coast. No real person is named.
import type { WeekMenu } from '../modules/messes/menu';

export type DemoPerson = {
  key: string;
  name: string;
  designation: string;
  role: string;
  department?: string;
  phone: string;
  email: string;
  contact?: string;
  hostels: string[];
};

export const demoPeople: DemoPerson[] = [
  {
    key: 'w1',
    name: 'Dr. Arjun Hegde',
    designation: 'Associate Professor',
    role: 'warden',
    department: 'Mechanical Engineering',
    phone: '+91 94480 11201',
    email: 'arjun.hegde@example.edu',
    contact: 'https://faculty.example.edu/arjun-hegde',
    hostels: ['karavali-1', 'karavali-2'],
  },
  {
    key: 'w2',
    name: 'Dr. Meera Shenoy',
    designation: 'Professor',
    role: 'warden',
    department: 'Chemical Engineering',
    phone: '+91 94480 11202',
    email: 'meera.shenoy@example.edu',
    contact: 'https://faculty.example.edu/meera-shenoy',
    hostels: ['ganga', 'yamuna'],
  },
  {
    key: 'w3',
    name: 'Dr. Ravi Kulkarni',
    designation: 'Assistant Professor',
    role: 'warden',
    department: 'Civil Engineering',
    phone: '+91 94480 11203',
    email: 'ravi.kulkarni@example.edu',
    hostels: ['sahyadri', 'netravati'],
  },
  {
    key: 'w4',
    name: 'Dr. Kavya Rao',
    designation: 'Associate Professor',
    role: 'warden',
    department: 'Electronics and Communication',
    phone: '+91 94480 11204',
    email: 'kavya.rao@example.edu',
    contact: 'https://faculty.example.edu/kavya-rao',
    hostels: ['saraswati', 'kaveri'],
  },
  {
    key: 'w5',
    name: 'Dr. Suresh Pai',
    designation: 'Professor',
    role: 'warden',
    department: 'Computer Science and Engineering',
    phone: '+91 94480 11205',
    email: 'suresh.pai@example.edu',
    hostels: ['tunga', 'bhadra'],
  },
  {
    key: 'w6',
    name: 'Dr. Nikhil Bhat',
    designation: 'Assistant Professor',
    role: 'warden',
    department: 'Electrical and Electronics',
    phone: '+91 94480 11206',
    email: 'nikhil.bhat@example.edu',
    hostels: ['sharavati', 'aghanashini', 'mega'],
  },
  {
    key: 'qm',
    name: 'Dr. Prakash Nayak',
    designation: 'Professor',
    role: 'quality_maintenance_warden',
    department: 'Metallurgical and Materials Engineering',
    phone: '+91 94480 11220',
    email: 'qm.warden@example.edu',
    hostels: ['karavali-1', 'karavali-2', 'sahyadri', 'netravati', 'kaveri', 'tunga'],
  },
  {
    key: 's1',
    name: 'Mr. Ganesh Poojary',
    designation: 'Hostel Supervisor',
    role: 'supervisor',
    phone: '+91 99001 22301',
    email: 'supervisor.karavali@example.edu',
    hostels: ['karavali-1', 'karavali-2'],
  },
  {
    key: 's2',
    name: 'Ms. Lakshmi Acharya',
    designation: 'Hostel Supervisor',
    role: 'supervisor',
    phone: '+91 99001 22302',
    email: 'supervisor.gh@example.edu',
    hostels: ['ganga', 'yamuna', 'saraswati'],
  },
  {
    key: 's3',
    name: 'Mr. Ramesh Shetty',
    designation: 'Hostel Supervisor',
    role: 'supervisor',
    phone: '+91 99001 22303',
    email: 'supervisor.sahyadri@example.edu',
    hostels: ['sahyadri', 'netravati'],
  },
  {
    key: 's4',
    name: 'Mr. Dinesh Kamath',
    designation: 'Senior Hostel Supervisor',
    role: 'supervisor',
    phone: '+91 99001 22304',
    email: 'supervisor.kaveri@example.edu',
    hostels: ['kaveri', 'tunga', 'bhadra'],
  },
  {
    key: 's5',
    name: 'Mr. Harish Salian',
    designation: 'Hostel Supervisor',
    role: 'supervisor',
    phone: '+91 99001 22305',
    email: 'supervisor.mega@example.edu',
    hostels: ['sharavati', 'aghanashini', 'mega'],
  },
  {
    key: 'c1',
    name: 'Aditya Menon',
    designation: 'General Secretary, Hostel Council',
    role: 'hostel_council',
    department: 'Computer Science and Engineering',
    phone: '+91 90000 33401',
    email: 'gensec.hostels@example.edu',
    hostels: ['karavali-1'],
  },
  {
    key: 'c2',
    name: 'Sneha Iyer',
    designation: 'Joint Secretary, Hostel Council',
    role: 'hostel_council',
    department: 'Information Technology',
    phone: '+91 90000 33402',
    email: 'jointsec.hostels@example.edu',
    hostels: ['ganga'],
  },
  {
    key: 'c3',
    name: 'Rahul Deshpande',
    designation: 'Mess Secretary',
    role: 'hostel_council',
    department: 'Mechanical Engineering',
    phone: '+91 90000 33403',
    email: 'messsec.hostels@example.edu',
    hostels: ['sahyadri'],
  },
  {
    key: 'c4',
    name: 'Farhan Ali',
    designation: 'Sports Secretary',
    role: 'hostel_council',
    department: 'Civil Engineering',
    phone: '+91 90000 33404',
    email: 'sportssec.hostels@example.edu',
    hostels: ['tunga'],
  },
  {
    key: 'h1',
    name: 'Mr. Vinay Kotian',
    designation: 'Office Assistant',
    role: 'hostel_staff',
    phone: '+91 98450 44501',
    email: 'hostel.office1@example.edu',
    hostels: ['karavali-1', 'karavali-2', 'sahyadri'],
  },
  {
    key: 'h2',
    name: 'Ms. Shobha Devadiga',
    designation: 'Accounts Clerk',
    role: 'hostel_staff',
    phone: '+91 98450 44502',
    email: 'hostel.accounts@example.edu',
    hostels: [],
  },
  {
    key: 'h3',
    name: 'Mr. Sanjay Gowda',
    designation: 'Electrician',
    role: 'hostel_staff',
    phone: '+91 98450 44503',
    email: 'hostel.maintenance@example.edu',
    hostels: ['kaveri', 'tunga', 'bhadra', 'sharavati'],
  },
  {
    key: 'g1',
    name: 'Dr. Anitha Prabhu',
    designation: 'Chairperson, General Mess Committee',
    role: 'gmc_mc',
    department: 'Humanities',
    phone: '+91 94480 55601',
    email: 'gmc.chair@example.edu',
    hostels: [],
  },
  {
    key: 'g2',
    name: 'Mr. Keshav Murthy',
    designation: 'Mess Committee Convener',
    role: 'gmc_mc',
    phone: '+91 94480 55602',
    email: 'mess.committee@example.edu',
    hostels: ['mega'],
  },
  {
    key: 'e1',
    name: 'Mr. Praveen Alva',
    designation: 'Section Officer',
    role: 'se_office_staff',
    phone: '+91 824 247 4010',
    email: 'se.office@example.edu',
    hostels: [],
  },
  {
    key: 'e2',
    name: 'Ms. Deepa Naik',
    designation: 'Assistant Section Officer',
    role: 'se_office_staff',
    phone: '+91 824 247 4011',
    email: 'se.office2@example.edu',
    hostels: [],
  },
  {
    key: 'k1',
    name: 'Mr. Manjunath B',
    designation: 'Housekeeping Lead',
    role: 'housekeeping_staff',
    phone: '+91 97400 66701',
    email: 'housekeeping@example.edu',
    hostels: ['karavali-1', 'karavali-2', 'sahyadri', 'netravati'],
  },
  {
    key: 'k2',
    name: 'Ms. Sharada K',
    designation: 'Housekeeping Staff',
    role: 'housekeeping_staff',
    phone: '+91 97400 66702',
    email: 'housekeeping.gh@example.edu',
    hostels: ['ganga', 'yamuna', 'saraswati'],
  },
];

export type DemoHostel = {
  key: string;
  name: string;
  warden: string;
  supervisor: string;
  rooms: number;
  gender: 'male' | 'female';
  sharing: 'single' | 'double' | 'triple';
  year: '' | '1st' | '2nd' | '3rd' | '4th';
  contact: string;
  mess: string;
  other_facilities: string[];
  photoSphere?: string;
};

const common = ['Wi-Fi', 'Reading room', 'Indoor games room', 'Washing machines', 'RO drinking water'];

export const demoHostels: DemoHostel[] = [
  {
    key: 'karavali-1',
    name: 'Karavali (Block I)',
    warden: 'w1',
    supervisor: 's1',
    rooms: 220,
    gender: 'male',
    sharing: 'triple',
    year: '1st',
    contact: '+91 824 247 4101',
    mess: 'Karavali Mess',
    other_facilities: [...common, 'Gymnasium'],
    photoSphere:
      'https://www.google.com/maps/embed?pb=!4v1700000000000!6m8!1m7!1sDEMO-KARAVALI!2m2!1d13.0108!2d74.7943',
  },
  {
    key: 'karavali-2',
    name: 'Karavali (Block II)',
    warden: 'w1',
    supervisor: 's1',
    rooms: 210,
    gender: 'male',
    sharing: 'triple',
    year: '1st',
    contact: '+91 824 247 4102',
    mess: 'Karavali Mess',
    other_facilities: [...common],
  },
  {
    key: 'sahyadri',
    name: 'Sahyadri (Block III)',
    warden: 'w3',
    supervisor: 's3',
    rooms: 180,
    gender: 'male',
    sharing: 'double',
    year: '2nd',
    contact: '+91 824 247 4103',
    mess: 'Sahyadri Mess',
    other_facilities: [...common, 'Music room'],
  },
  {
    key: 'netravati',
    name: 'Netravati (Block IV)',
    warden: 'w3',
    supervisor: 's3',
    rooms: 176,
    gender: 'male',
    sharing: 'double',
    year: '2nd',
    contact: '+91 824 247 4104',
    mess: 'Netravati Mess',
    other_facilities: [...common, 'Badminton court'],
  },
  {
    key: 'kaveri',
    name: 'Kaveri (Block V)',
    warden: 'w4',
    supervisor: 's4',
    rooms: 160,
    gender: 'male',
    sharing: 'double',
    year: '3rd',
    contact: '+91 824 247 4105',
    mess: 'Kaveri Mess',
    other_facilities: [...common],
  },
  {
    key: 'tunga',
    name: 'Tunga (Block VI)',
    warden: 'w5',
    supervisor: 's4',
    rooms: 150,
    gender: 'male',
    sharing: 'single',
    year: '4th',
    contact: '+91 824 247 4106',
    mess: 'Tunga Mess',
    other_facilities: [...common, 'Table tennis'],
  },
  {
    key: 'bhadra',
    name: 'Bhadra (Block VII)',
    warden: 'w5',
    supervisor: 's4',
    rooms: 148,
    gender: 'male',
    sharing: 'single',
    year: '4th',
    contact: '+91 824 247 4107',
    mess: 'Bhadra Mess',
    other_facilities: [...common],
  },
  {
    key: 'sharavati',
    name: 'Sharavati (Block VIII)',
    warden: 'w6',
    supervisor: 's5',
    rooms: 130,
    gender: 'male',
    sharing: 'single',
    year: '',
    contact: '+91 824 247 4108',
    mess: 'Sharavati Mess',
    other_facilities: [...common, 'Research scholars lounge'],
  },
  {
    key: 'aghanashini',
    name: 'Aghanashini (Block IX)',
    warden: 'w6',
    supervisor: 's5',
    rooms: 96,
    gender: 'male',
    sharing: 'single',
    year: '',
    contact: '+91 824 247 4109',
    mess: 'Mega Mess (Non-Veg)',
    other_facilities: ['Wi-Fi', 'Family quarters nearby'],
  },
  {
    key: 'mega',
    name: 'Mega Hostel (Block X)',
    warden: 'w6',
    supervisor: 's5',
    rooms: 480,
    gender: 'male',
    sharing: 'double',
    year: '3rd',
    contact: '+91 824 247 4110',
    mess: 'Mega Mess (Veg)',
    other_facilities: [...common, 'Gymnasium', 'Lift'],
  },
  {
    key: 'ganga',
    name: 'Ganga (GH I)',
    warden: 'w2',
    supervisor: 's2',
    rooms: 190,
    gender: 'female',
    sharing: 'double',
    year: '1st',
    contact: '+91 824 247 4201',
    mess: 'Ganga Mess',
    other_facilities: [...common, 'Yoga hall'],
    photoSphere: 'https://www.google.com/maps/embed?pb=!4v1700000000001!6m8!1m7!1sDEMO-GANGA!2m2!1d13.0112!2d74.7951',
  },
  {
    key: 'yamuna',
    name: 'Yamuna (GH II)',
    warden: 'w2',
    supervisor: 's2',
    rooms: 170,
    gender: 'female',
    sharing: 'double',
    year: '2nd',
    contact: '+91 824 247 4202',
    mess: 'Yamuna Mess',
    other_facilities: [...common],
  },
  {
    key: 'saraswati',
    name: 'Saraswati (GH III)',
    warden: 'w4',
    supervisor: 's2',
    rooms: 140,
    gender: 'female',
    sharing: 'single',
    year: '4th',
    contact: '+91 824 247 4203',
    mess: 'Ganga Mess',
    other_facilities: [...common, 'Study pods'],
  },
];

export type DemoMess = {
  mess_name: string;
  caterers_name: string;
  hostel: string;
  type: 'Veg' | 'NonVeg';
  capacity: number;
  night_canteen: string;
  nominated_mess_members: string[];
  menu: WeekMenu;
};

// The weekly menus, as a coastal Karnataka campus's messes write them on their boards: a vegetarian
// Udupi menu, a vegetarian one of North and South Indian dishes, and a non-vegetarian coastal one.
const udupiVegMenu: WeekMenu = {
  monday: {
    breakfast: 'Idli, sambar, coconut chutney, tea/coffee',
    lunch: 'Rice, drumstick sambar, rasam, beans palya, curd, pickle',
    snacks: 'Mangalore buns, tea',
    dinner: 'Chapati, mixed veg kurma, rice, dal tadka, buttermilk',
  },
  tuesday: {
    breakfast: 'Set dosa, vegetable sagu, tea/coffee',
    lunch: 'Rice, tomato rasam, pumpkin sambar, cabbage palya, curd',
    snacks: 'Masala puri, tea',
    dinner: 'Ragi mudde, soppu saaru, rice, dal, banana',
  },
  wednesday: {
    breakfast: 'Upma, coconut chutney, banana, tea/coffee',
    lunch: 'Bisi bele bath, boondi raita, papad, rice, rasam',
    snacks: 'Mysore bonda, chutney, tea',
    dinner: 'Chapati, aloo mutter, rice, sambar, payasam',
  },
  thursday: {
    breakfast: 'Pongal, medu vada, sambar, chutney, tea/coffee',
    lunch: 'Rice, majjige huli, beetroot palya, rasam, curd',
    snacks: 'Sweet corn chaat, tea',
    dinner: 'Poori, potato sagu, rice, dal, curd',
  },
  friday: {
    breakfast: 'Masala dosa, sambar, chutney, tea/coffee',
    lunch: 'Rice, sambar, tondekai palya, rasam, curd, papad',
    snacks: 'Goli baje, tea',
    dinner: 'Chapati, chana masala, jeera rice, dal fry, gulab jamun',
  },
  saturday: {
    breakfast: 'Poha, lemon, sev, tea/coffee',
    lunch: 'Vegetable pulao, onion raita, rice, rasam, curd',
    snacks: 'Biscuits, tea',
    dinner: 'Akki rotti, coconut chutney, rice, dal, curd',
  },
  sunday: {
    breakfast: 'Aloo paratha, curd, pickle, tea/coffee',
    lunch: 'Veg biryani, raita, mirchi ka salan, ice cream',
    snacks: 'Pani puri',
    dinner: 'Chapati, paneer butter masala, rice, dal, salad',
  },
};

const northSouthVegMenu: WeekMenu = {
  monday: {
    breakfast: 'Aloo paratha, curd, pickle, tea/coffee',
    lunch: 'Rice, dal makhani, bhindi fry, chapati, curd',
    snacks: 'Samosa, tea',
    dinner: 'Chapati, rajma, jeera rice, salad',
  },
  tuesday: {
    breakfast: 'Idli, sambar, chutney, tea/coffee',
    lunch: 'Rice, sambar, rasam, carrot poriyal, curd',
    snacks: 'Bread pakoda, tea',
    dinner: 'Chapati, kadai paneer, rice, dal, kheer',
  },
  wednesday: {
    breakfast: 'Poha, boiled chana, tea/coffee',
    lunch: 'Rice, kadhi pakoda, aloo gobi, chapati, curd',
    snacks: 'Vada pav, tea',
    dinner: 'Puri, chole, rice, dal, salad',
  },
  thursday: {
    breakfast: 'Rava dosa, chutney, sambar, tea/coffee',
    lunch: 'Lemon rice, curd rice, rasam, papad, pickle',
    snacks: 'Veg sandwich, tea',
    dinner: 'Chapati, mix veg, rice, dal tadka, fruit custard',
  },
  friday: {
    breakfast: 'Puri bhaji, tea/coffee',
    lunch: 'Rice, chana dal, lauki sabzi, chapati, curd',
    snacks: 'Dhokla, tea',
    dinner: 'Veg fried rice, gobi manchurian, chapati, dal',
  },
  saturday: {
    breakfast: 'Uttapam, chutney, sambar, tea/coffee',
    lunch: 'Rice, sambar, avial, rasam, curd',
    snacks: 'Bhel puri, tea',
    dinner: 'Chapati, matar paneer, rice, dal, salad',
  },
  sunday: {
    breakfast: 'Chole bhature, tea/coffee',
    lunch: 'Veg pulao, paneer butter masala, raita, gulab jamun',
    snacks: 'Masala corn, tea',
    dinner: 'Khichdi, kadhi, papad, pickle, curd',
  },
};

const coastalNonVegMenu: WeekMenu = {
  monday: {
    breakfast: 'Idli, sambar, chutney, boiled egg, tea/coffee',
    lunch: 'Rice, fish curry, dal, cabbage thoran, curd',
    snacks: 'Egg puff, tea',
    dinner: 'Chapati, chicken curry, rice, rasam; paneer curry for vegetarians',
  },
  tuesday: {
    breakfast: 'Neer dosa, coconut chutney, tea/coffee',
    lunch: 'Rice, sambar, fish fry, beans palya, curd',
    snacks: 'Onion pakoda, tea',
    dinner: 'Chapati, egg curry, rice, dal, salad',
  },
  wednesday: {
    breakfast: 'Bread omelette, banana, tea/coffee',
    lunch: 'Chicken biryani, raita, boiled egg; veg biryani for vegetarians',
    snacks: 'Banana buns, tea',
    dinner: 'Chapati, dal fry, aloo gobi, rice, curd',
  },
  thursday: {
    breakfast: 'Masala dosa, sambar, chutney, tea/coffee',
    lunch: 'Rice, rasam, chicken sukka, beetroot palya, curd',
    snacks: 'Veg cutlet, tea',
    dinner: 'Chapati, egg bhurji, rice, sambar',
  },
  friday: {
    breakfast: 'Upma, chutney, boiled egg, tea/coffee',
    lunch: 'Rice, fish gassi, dal, carrot palya, curd',
    snacks: 'Chicken roll, tea',
    dinner: 'Ghee rice, chicken kurma, dal, salad',
  },
  saturday: {
    breakfast: 'Poha, omelette, tea/coffee',
    lunch: 'Rice, sambar, egg masala, cabbage palya, curd',
    snacks: 'Samosa, tea',
    dinner: 'Chapati, chana masala, rice, rasam, payasam',
  },
  sunday: {
    breakfast: 'Puri, potato sagu, tea/coffee',
    lunch: 'Mutton biryani, raita, kesari bath; veg biryani for vegetarians',
    snacks: 'Pani puri',
    dinner: 'Chapati, butter chicken, rice, dal, ice cream',
  },
};

// Eleven messes, as the rules page says: two for girls, five vegetarian and four non-vegetarian for boys.
export const demoMesses: DemoMess[] = [
  {
    mess_name: 'Ganga Mess',
    caterers_name: 'Annapoorna Caterers',
    hostel: 'ganga',
    type: 'Veg',
    capacity: 350,
    night_canteen: 'Available',
    nominated_mess_members: [
      'Sneha Iyer - Mess Representative - +91 90000 33402 - jointsec.hostels@example.edu - 3rd',
      'Pooja Hebbar - Member - +91 90000 34001 - 2nd',
      'Ananya Das - Member',
    ],
    menu: northSouthVegMenu,
  },
  {
    mess_name: 'Yamuna Mess',
    caterers_name: 'Sri Durga Foods',
    hostel: 'yamuna',
    type: 'NonVeg',
    capacity: 300,
    night_canteen: 'Available',
    nominated_mess_members: ['Ritika Sharma - Mess Representative - +91 90000 34002 - ritika.s@example.edu - 2nd'],
    menu: coastalNonVegMenu,
  },
  {
    mess_name: 'Karavali Mess',
    caterers_name: 'Coastal Kitchen Services',
    hostel: 'karavali-1',
    type: 'Veg',
    capacity: 420,
    night_canteen: 'Available',
    nominated_mess_members: [
      'Aditya Menon - Mess Convener - +91 90000 33401 - gensec.hostels@example.edu - 4th',
      'Varun Reddy - Member - +91 90000 34003 - 1st',
    ],
    menu: udupiVegMenu,
  },
  {
    mess_name: 'Sahyadri Mess',
    caterers_name: 'Udupi Sagar Caterers',
    hostel: 'sahyadri',
    type: 'Veg',
    capacity: 360,
    night_canteen: 'Not Available',
    nominated_mess_members: ['Rahul Deshpande - Mess Secretary - +91 90000 33403 - messsec.hostels@example.edu - 3rd'],
    menu: udupiVegMenu,
  },
  {
    mess_name: 'Netravati Mess',
    caterers_name: 'Malabar Food Court',
    hostel: 'netravati',
    type: 'NonVeg',
    capacity: 340,
    night_canteen: 'Available',
    nominated_mess_members: [],
    menu: coastalNonVegMenu,
  },
  {
    mess_name: 'Kaveri Mess',
    caterers_name: 'Mysore Meals Pvt Ltd',
    hostel: 'kaveri',
    type: 'Veg',
    capacity: 300,
    night_canteen: 'Available',
    nominated_mess_members: ['Kiran Patil - Member - +91 90000 34004 - kiran.p@example.edu - 3rd'],
    menu: udupiVegMenu,
  },
  {
    mess_name: 'Tunga Mess',
    caterers_name: 'Spice Route Caterers',
    hostel: 'tunga',
    type: 'NonVeg',
    capacity: 280,
    night_canteen: 'Available',
    nominated_mess_members: ['Farhan Ali - Sports Secretary - +91 90000 33404 - sportssec.hostels@example.edu - 4th'],
    menu: coastalNonVegMenu,
  },
  {
    mess_name: 'Bhadra Mess',
    caterers_name: 'Sri Krishna Bhavan Caterers',
    hostel: 'bhadra',
    type: 'Veg',
    capacity: 280,
    night_canteen: 'Not Available',
    nominated_mess_members: [],
    menu: northSouthVegMenu,
  },
  {
    mess_name: 'Sharavati Mess',
    caterers_name: 'Konkan Flavours',
    hostel: 'sharavati',
    type: 'NonVeg',
    capacity: 220,
    night_canteen: 'Available',
    nominated_mess_members: ['Ashwin Rao - Research Scholar Representative - +91 90000 34005'],
    menu: coastalNonVegMenu,
  },
  {
    mess_name: 'Mega Mess (Veg)',
    caterers_name: 'Annapoorna Caterers',
    hostel: 'mega',
    type: 'Veg',
    capacity: 600,
    night_canteen: 'Available',
    nominated_mess_members: ['Keshav Murthy - Convener - +91 94480 55602 - mess.committee@example.edu'],
    menu: northSouthVegMenu,
  },
  {
    mess_name: 'Mega Mess (Non-Veg)',
    caterers_name: 'Coastal Kitchen Services',
    hostel: 'aghanashini',
    type: 'NonVeg',
    capacity: 500,
    night_canteen: 'Available',
    nominated_mess_members: [],
    menu: coastalNonVegMenu,
  },
];

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const atDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const demoEvents = () => [
  {
    title: 'Hostel Day Celebrations',
    description:
      'An evening of music, dance and skits by residents of every hostel, followed by dinner on the main lawn.',
    category: 'cultural',
    date: inDays(6),
    time: '6:00 PM',
    location: 'Open Air Theatre',
    isActive: true,
  },
  {
    title: 'Inter-Hostel Football Finals',
    description:
      'Karavali and Sahyadri meet in the final of the inter-hostel football league. Come and cheer for your block!',
    category: 'sports',
    date: inDays(12),
    time: '4:30 PM',
    location: 'Main Ground',
    isActive: true,
  },
  {
    title: 'Hostel Hackathon 2026',
    description:
      'A 24-hour hackathon on ideas that make hostel life better: mess feedback, room maintenance and energy saving.',
    category: 'technical',
    date: inDays(19),
    time: '9:00 AM',
    location: 'Central Computer Centre',
    isActive: true,
  },
  {
    title: 'Guest Lecture: Living Well on Campus',
    description: 'The student wellness centre talks about sleep, food and stress during examinations.',
    category: 'academic',
    date: inDays(27),
    time: '',
    location: '',
    isActive: true,
  },
  {
    title: 'Campus Cleanliness Drive',
    description: 'Residents and housekeeping staff clean the beach front and plant saplings around the hostel blocks.',
    category: 'other',
    date: inDays(-9),
    time: '7:00 AM',
    location: 'Beach Gate',
    isActive: true,
  },
  {
    title: 'International Yoga Day',
    description: 'A morning yoga session for all residents, with mats provided.',
    category: 'other',
    date: inDays(40),
    time: '6:30 AM',
    location: 'Ganga (GH I) lawn',
    isActive: false,
  },
];

export const demoNotifications = () => [
  {
    title: 'Hostel fee payment for the even semester',
    message:
      'Hostel and mess fees for the even semester are due by the end of ' +
      'this month. A fine of Rs. 100 per day applies after the due date.',
    priority: 'high',
    targetAudience: ['students'],
    isActive: true,
    expiresAt: atDays(30),
    url: 'https://fees.example.edu',
  },
  {
    title: 'Water supply interruption in Karavali blocks',
    message:
      'Water supply will be interrupted on Saturday from 10 AM ' +
      'to 2 PM for tank cleaning. Please store water in advance.',
    priority: 'urgent',
    targetAudience: ['students', 'wardens', 'supervisors'],
    isActive: true,
    expiresAt: atDays(5),
    url: null,
  },
  {
    title: 'Mess feedback survey',
    message:
      'Tell the General Mess Committee what you think of the menu, ' +
      'quality and hygiene of your mess. The survey takes five minutes.',
    priority: 'medium',
    targetAudience: ['all'],
    isActive: true,
    expiresAt: null,
    url: 'https://forms.example.edu/mess-feedback',
  },
  {
    title: 'Room allotment for the next academic year',
    message:
      'Room allotment for continuing students opens next week ' +
      'through the allotment portal. Keep your roll number ready.',
    priority: 'low',
    targetAudience: ['students', 'staff'],
    isActive: true,
    expiresAt: null,
    url: 'https://allotment.example.edu',
  },
  {
    title: 'Mid-semester holiday hostel timings',
    message:
      'Hostels remain open during the mid-semester break. Residents ' +
      'leaving campus must make an entry in the movement register.',
    priority: 'medium',
    targetAudience: ['all'],
    isActive: true,
    expiresAt: atDays(-3),
    url: null,
  },
  {
    title: 'Draft: new visitor policy',
    message: 'A draft of the revised visitor policy for discussion with the wardens.',
    priority: 'low',
    targetAudience: ['wardens'],
    isActive: false,
    expiresAt: null,
    url: null,
  },
];

export type DemoFile = {
  file_name: string;
  description: string;
  for_student: boolean;
  original: string;
  lines: string[];
  subcommittees?: boolean;
};

export const demoFiles: DemoFile[] = [
  {
    file_name: 'Hostel Rules Handbook',
    description: 'The complete rules and regulations for hostel residents, with the schedule of fines.',
    for_student: true,
    original: 'hostel-rules-handbook.pdf',
    lines: [
      'Rules and regulations for hostel residents.',
      'See the Rules & Regulations page of the website for the summary.',
    ],
  },
  {
    file_name: 'Hostel Subcommittees 2026-27',
    description: 'Members of the hostel subcommittees: mess, sports, cultural, maintenance and discipline.',
    for_student: true,
    original: 'hostel-subcommittees-2026-27.pdf',
    lines: [
      'Mess subcommittee',
      'Sports subcommittee',
      'Cultural subcommittee',
      'Maintenance subcommittee',
      'Discipline subcommittee',
    ],
    subcommittees: true,
  },
  {
    file_name: 'Mess Rebate Application Form',
    description: 'Apply at least a week in advance for a rebate on 5 or more continuous days of absence.',
    for_student: true,
    original: 'mess-rebate-form.pdf',
    lines: ['Name:', 'Roll number:', 'Hostel and room:', 'Dates of absence:', 'Signature of the warden:'],
  },
  {
    file_name: 'Room Change Request Form',
    description: 'Request a change of room within your hostel block.',
    for_student: true,
    original: 'room-change-request.pdf',
    lines: ['Name:', 'Present room:', 'Requested room:', 'Reason:'],
  },
  {
    file_name: 'Anti-Ragging Undertaking',
    description: 'The undertaking every resident signs at the start of the year.',
    for_student: true,
    original: 'anti-ragging-undertaking.pdf',
    lines: ['Ragging in any form is a punishable offence.', 'I undertake not to take part in or abet ragging.'],
  },
  {
    file_name: 'Hostel Fee Structure 2026-27',
    description: '',
    for_student: true,
    original: 'fee-structure-2026-27.pdf',
    lines: ['Hostel rent per semester', 'Mess advance per semester', 'Caution deposit (refundable)'],
  },
  {
    file_name: 'Warden Duty Roster',
    description: 'Night duty roster for wardens and supervisors (staff only).',
    for_student: false,
    original: 'warden-duty-roster.pdf',
    lines: ['Monday to Sunday duty roster.'],
  },
];
