/*
 * Words the scale generator composes realistic rows from. Small lists, combined: names of people and
 * organisations, job titles and descriptions (varied enough that full-text search has work to do),
 * and the titles of portfolio entries.
 */

export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Shaurya', 'Atharv', 'Advik', 'Pranav', 'Rohan', 'Kabir', 'Aniket', 'Siddharth', 'Rahul', 'Karthik',
  'Harsh', 'Nikhil', 'Varun', 'Manish', 'Abhishek', 'Gaurav', 'Suresh', 'Naveen', 'Deepak', 'Tarun',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira',
  'Aditi', 'Kavya', 'Priya', 'Sneha', 'Pooja', 'Meera', 'Riya', 'Shreya', 'Divya', 'Lakshmi',
  'Nandini', 'Ishita', 'Tanvi', 'Swati', 'Neha', 'Anjali', 'Keerthana', 'Harini', 'Fatima', 'Zoya',
  'Mohammed', 'Imran', 'Farhan', 'Arshad', 'Gurpreet', 'Harpreet', 'Simran', 'Jaspreet', 'Joseph', 'Mary',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Patel', 'Shah', 'Mehta', 'Joshi', 'Iyer',
  'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Chowdhury', 'Banerjee', 'Chatterjee',
  'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Sen', 'Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Pawar',
  'Agarwal', 'Bansal', 'Malhotra', 'Kapoor', 'Khanna', 'Chopra', 'Saxena', 'Srivastava', 'Mishra', 'Pandey',
  'Tiwari', 'Dubey', 'Yadav', 'Thakur', 'Chauhan', 'Rathore', 'Gill', 'Sandhu', 'Khan', 'Qureshi',
  'Ansari', 'Fernandes', 'DSouza', 'Thomas', 'George', 'Krishnan', 'Subramanian', 'Venkatesh', 'Hegde', 'Shetty',
] as const;

/** Generated companies: a distinctive word, a field, a suffix. */
export const COMPANY_WORDS = [
  'Nimbus', 'Vertex', 'Saffron', 'Indigo', 'Lotus', 'Banyan', 'Peacock', 'Monsoon', 'Himalaya', 'Ganga',
  'Kaveri', 'Sahyadri', 'Deccan', 'Coromandel', 'Konkan', 'Aravali', 'Neem', 'Tulsi', 'Chakra', 'Prism',
  'Quantum', 'Orbit', 'Nova', 'Zenith', 'Pinnacle', 'Summit', 'Horizon', 'Beacon', 'Cascade', 'Keystone',
  'Bluewave', 'Greenleaf', 'Redstone', 'Silverline', 'Goldcrest', 'Brightpath', 'Clearview', 'Northstar', 'Eastwind', 'Suncrest',
] as const;
export const COMPANY_FIELDS = [
  'Technologies', 'Software', 'Analytics', 'Infotech', 'Digital', 'Systems', 'Labs', 'Solutions', 'Fintech', 'Health',
  'Logistics', 'Retail', 'Foods', 'Motors', 'Energy', 'Pharma', 'Media', 'Consulting', 'Engineering', 'Constructions',
] as const;
export const COMPANY_SUFFIXES = ['Private Limited', 'Pvt. Ltd.', 'Limited', 'LLP', 'India Private Limited'] as const;

/** Generated institutions: a founder or place name and a kind of institution. */
export const INSTITUTE_NAMES = [
  'Sri Venkateswara', 'Rajiv Gandhi', 'Vivekananda', 'Sardar Patel', 'Bhagat Singh', 'Sarojini Naidu',
  'Rabindranath Tagore', 'Dr. B. R. Ambedkar', 'Maulana Azad', 'Savitribai Phule', 'Shivaji', 'Kalinga',
  'Vidya Bharati', 'Saraswati', 'Gyan Jyoti', 'Lokmanya Tilak', 'Netaji Subhas', 'Chanakya', 'Aryabhata', 'Ramanujan',
] as const;
export const INSTITUTE_KINDS = [
  'Institute of Technology', 'College of Engineering', 'College of Arts and Science', 'Institute of Management',
  'University', 'College of Commerce', 'Institute of Pharmacy', 'Polytechnic', 'School of Design', 'Law College',
] as const;

/** Job title variants around a career path name. */
export const TITLE_PREFIXES_JOB = ['', '', '', 'Junior ', 'Associate ', 'Graduate ', 'Trainee ', 'Senior '] as const;
export const TITLE_SUFFIXES_JOB = ['', '', '', ' (Freshers)', ' – Campus Hire', ' I', ' – Remote', ' – Night Shift'] as const;
export const TITLE_SUFFIXES_INTERN = [' Intern', ' Intern', ' Internship', ' Summer Intern', ' Trainee (Internship)'] as const;

export const DOMAINS = [
  'digital payments', 'retail banking', 'e-commerce', 'healthcare', 'edtech', 'logistics', 'agritech',
  'insurance', 'telecom', 'manufacturing', 'renewable energy', 'media and entertainment', 'travel',
  'real estate', 'public sector', 'automotive', 'consumer goods', 'pharmaceuticals', 'gaming', 'cybersecurity',
] as const;

export const OPENERS = [
  'Join our {domain} team in {city} and',
  'We are a fast-growing {domain} company looking for people who',
  'Our {domain} practice is hiring freshers who want to',
  'Work with a small, friendly team building products for {domain} customers and',
  'Help us serve millions of users in {domain}:',
  'A hands-on role in {domain} where you will',
] as const;
export const DUTIES = [
  'work with {skill1} and {skill2} every day',
  'build and ship features using {skill1}',
  'analyse data with {skill1} and present findings to business teams',
  'support senior colleagues on client projects that use {skill1} and {skill2}',
  'write clear documentation and test your work carefully',
  'learn {skill2} from experienced mentors through a structured training plan',
  'take ownership of small modules from design to release',
  'talk to customers and turn their feedback into improvements',
] as const;
export const CLOSERS = [
  'Good communication and a willingness to learn matter more than experience.',
  'You will get a mentor, weekly reviews and a certificate of completion.',
  'Freshers from any college are welcome to apply.',
  'Hybrid work with three days a week in the office.',
  'Performance bonus and health insurance for you and your family.',
  'Laptop provided; flexible hours after the training period.',
  'Shortlisted candidates take an online test and two interviews.',
] as const;

export const PROJECT_TITLES = [
  'Library Management System', 'Expense Tracker App', 'Crop Disease Detection', 'College Event Portal',
  'Attendance System with Face Recognition', 'Chat Application', 'Online Quiz Platform', 'Smart Irrigation Controller',
  'Hospital Appointment Booking', 'Weather Dashboard', 'Resume Builder', 'Traffic Sign Classifier',
  'Inventory Management for a Kirana Store', 'Blood Bank Finder', 'Movie Recommendation Engine', 'Portfolio Website',
  'Sales Forecasting Model', 'Bus Pass Booking App', 'Sentiment Analysis of Tweets', 'Solar Power Monitor',
] as const;
export const PROJECT_SOURCES = ['College mini project', 'Final year project', 'Hackathon', 'Personal project', 'NPTEL', 'Smart India Hackathon'] as const;

export const COURSES = [
  ['Python for Everybody', 'Coursera'], ['Machine Learning', 'Coursera'], ['Data Structures and Algorithms', 'NPTEL'],
  ['Programming in Java', 'NPTEL'], ['The Complete Web Developer Bootcamp', 'Udemy'], ['SQL for Data Analysis', 'Udacity'],
  ['Digital Marketing Fundamentals', 'Google Digital Garage'], ['Financial Accounting', 'NPTEL'], ['Excel Skills for Business', 'Coursera'],
  ['Introduction to Cloud Computing', 'edX'], ['UI/UX Design Essentials', 'Udemy'], ['Communication Skills', 'SWAYAM'],
  ['Deep Learning Specialization', 'Coursera'], ['React - The Complete Guide', 'Udemy'], ['Business Analytics', 'upGrad'],
] as const;
export const CERTIFICATIONS = [
  ['AWS Certified Cloud Practitioner', 'Amazon Web Services'], ['Microsoft Azure Fundamentals', 'Microsoft'],
  ['Google Data Analytics Certificate', 'Google'], ['Oracle Certified Java Programmer', 'Oracle'],
  ['Cisco CCNA', 'Cisco'], ['Salesforce Administrator', 'Salesforce'], ['Tally ERP Certification', 'Tally Education'],
  ['NISM Series V-A', 'NISM'], ['HubSpot Content Marketing', 'HubSpot Academy'], ['Certified Scrum Master', 'Scrum Alliance'],
] as const;
export const BOOKS = [
  ['Clean Code', 'Robert C. Martin'], ['The Pragmatic Programmer', 'Andrew Hunt'], ['Wings of Fire', 'A. P. J. Abdul Kalam'],
  ['Atomic Habits', 'James Clear'], ['Rich Dad Poor Dad', 'Robert Kiyosaki'], ['Let Us C', 'Yashavant Kanetkar'],
  ['Thinking, Fast and Slow', 'Daniel Kahneman'], ['Zero to One', 'Peter Thiel'], ['The Intelligent Investor', 'Benjamin Graham'],
  ['Ikigai', 'Hector Garcia'], ['Introduction to Algorithms', 'Thomas H. Cormen'], ['Deep Work', 'Cal Newport'],
] as const;
export const ARTICLES = [
  ['How UPI Changed Payments in India', 'Tech Desk'], ['A Beginner’s Guide to REST APIs', 'Dev Community'],
  ['Why Data Cleaning Matters', 'Analytics India'], ['Green Hydrogen Explained', 'Energy Weekly'],
  ['What Recruiters Look For in Freshers', 'Careers Blog'], ['Designing for Accessibility', 'UX Collective'],
] as const;
export const CLUBS = ['Coding Club', 'Robotics Club', 'Entrepreneurship Cell', 'Literary Society', 'NSS Unit', 'Photography Club', 'Music Club', 'Debating Society', 'Quiz Club', 'Rotaract Club'] as const;
export const EVENTS = ['Smart India Hackathon', 'TechFest', 'Google Developer Student Club Workshop', 'Inter-college Quiz', 'Startup Pitch Day', 'Data Science Bootcamp', 'Model United Nations', 'Blood Donation Camp', 'Cultural Fest', 'National Science Day Seminar'] as const;
export const INTERNSHIP_TITLES = ['Software Development Intern', 'Data Analyst Intern', 'Marketing Intern', 'Finance Intern', 'Design Intern', 'Research Intern', 'HR Intern', 'Operations Intern', 'Content Writing Intern', 'Embedded Systems Intern'] as const;
export const SUBJECTS_BY_STREAM: Record<string, readonly string[]> = {
  Engineering: ['Engineering Mathematics', 'Programming in C', 'Data Structures', 'Digital Logic', 'Operating Systems', 'Database Systems', 'Computer Networks', 'Engineering Physics', 'Workshop Practice', 'Signals and Systems'],
  default: ['Business Communication', 'Principles of Management', 'Statistics', 'Economics', 'Environmental Studies', 'Financial Accounting', 'Research Methods', 'Computer Applications', 'English', 'Professional Ethics'],
};

/** Queries the benchmark rotates through (and the generated text is sure to contain). */
export const SEARCH_TERMS = [
  'data analyst', 'python', 'java developer', 'marketing intern', 'machine learning', 'react', 'sales',
  'bengaluru', 'cloud aws', 'content writer', 'finance', 'design intern', 'sql', 'freshers', 'healthcare',
  'mechanical engineer', 'hr', 'remote', 'digital payments', 'embedded systems',
] as const;
