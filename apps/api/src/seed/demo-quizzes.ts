import type { BankQuestionBody } from '@lbd/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, questionBanks, quizzes, seedRuns, skills } from '../db/schema';
import type { LearningCaller } from '../lib/learning-content/policy';
import { createAttemptsService, createBanksService, createQuizzesService } from '../modules/quizzes';

/*
 * Demo quizzes (issue 26 item 13): the demo mentor's two question banks (placement aptitude and
 * programming, every question type), a timed placement test drawing from them, and the demo student's
 * finished attempt.
 */

const MENTOR = 'mentor@demo.learnbydoing.in';
const STUDENT = 'student@demo.learnbydoing.in';
const p = (s: string) => `<p>${s}</p>`;

type Q = BankQuestionBody;
const choice = (
  category: string,
  difficulty: 'easy' | 'medium' | 'hard',
  stem: string,
  options: string[],
  right: number,
  feedback = '',
  skill?: string,
): Q & { skill?: string } => ({
  category,
  difficulty,
  tags: [],
  skill,
  question: {
    type: 'single_choice',
    stem: p(stem),
    options: options.map((text, i) => ({ id: String.fromCharCode(97 + i), text })),
    correct: String.fromCharCode(97 + right),
    feedback: feedback ? p(feedback) : '',
  },
});

const APTITUDE: (Q & { skill?: string })[] = [
  choice('Percentages', 'easy', 'A phone costing ₹12,000 is sold at 15% off. What is the price?', ['₹10,000', '₹10,200', '₹10,800', '₹11,400'], 1, '15% of 12,000 is 1,800; 12,000 − 1,800 = 10,200.'),
  choice('Percentages', 'easy', 'What is 35% of 240?', ['72', '84', '96', '64'], 1, '0.35 × 240 = 84.'),
  choice('Percentages', 'medium', 'A salary rises 10% and then falls 10%. The net change is', ['0%', '1% loss', '1% gain', '2% loss'], 1, '1.1 × 0.9 = 0.99: a 1% loss.'),
  choice('Percentages', 'medium', 'The population of a town grows 5% a year. From 40,000, after two years it is', ['44,000', '44,100', '44,200', '43,800'], 1, '40,000 × 1.05 × 1.05 = 44,100.'),
  choice('Profit and loss', 'easy', 'Bought for ₹800, sold for ₹1,000. The profit percent is', ['20%', '25%', '22.5%', '30%'], 1, 'Profit 200 on a cost of 800 is 25%.'),
  choice('Profit and loss', 'medium', 'A shopkeeper marks goods 40% above cost and gives 25% discount. His profit is', ['5%', '10%', '15%', '0%'], 0, '1.4 × 0.75 = 1.05.'),
  choice('Ratios', 'easy', '₹1,200 is shared between A and B in the ratio 3:5. B gets', ['₹450', '₹750', '₹720', '₹800'], 1, '5/8 of 1,200 = 750.'),
  choice('Ratios', 'medium', 'The ages of a father and son are in the ratio 7:2; in 10 years it will be 9:4. The son is now', ['8', '10', '12', '14'], 0, '(7x+10)/(2x+10) = 9/4 gives x = 4: the son is 8.'),
  choice('Time and work', 'medium', 'A finishes a job in 12 days, B in 18. Together they take', ['6 days', '7.2 days', '7.5 days', '8 days'], 1, '1/12 + 1/18 = 5/36 a day: 36/5 = 7.2 days.'),
  choice('Time and work', 'hard', '10 workers build a wall in 8 days. How many days for 16 workers?', ['4', '5', '6', '12.8'], 1, '80 worker-days ÷ 16 = 5.'),
  choice('Speed and distance', 'easy', 'A train covers 360 km in 4 hours. Its speed in m/s is', ['20', '25', '90', '30'], 1, '90 km/h × 5/18 = 25 m/s.'),
  choice('Speed and distance', 'hard', 'Going at 4/5 of his usual speed, a man is 15 minutes late. His usual time is', ['45 min', '60 min', '75 min', '50 min'], 1, 'Time grows by a quarter: a quarter of the usual time is 15 minutes.'),
  {
    category: 'Number series',
    difficulty: 'medium',
    tags: ['series'],
    question: { type: 'numerical', stem: p('Next in the series: 2, 6, 12, 20, 30, ?'), answer: 42, feedback: p('Differences 4, 6, 8, 10, then 12.') },
  },
  {
    category: 'Number series',
    difficulty: 'easy',
    tags: ['series'],
    question: { type: 'numerical', stem: p('Next in the series: 3, 9, 27, 81, ?'), answer: 243 },
  },
  {
    category: 'Percentages',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'numerical',
      stem: p('Simple interest on ₹5,000 at 8% a year for 3 years, in rupees?'),
      answer: 1200,
      feedback: p('5,000 × 8 × 3 / 100 = 1,200.'),
    },
  },
  {
    category: 'Speed and distance',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'numerical',
      stem: p('Average speed (km/h) of a trip: 60 km at 30 km/h, then 60 km at 60 km/h. (Within 0.1)'),
      answer: 40,
      tolerance: 0.1,
    },
  },
  {
    category: 'Logical reasoning',
    difficulty: 'easy',
    tags: [],
    question: { type: 'true_false', stem: p('If all roses are flowers and some flowers fade quickly, then some roses fade quickly.'), correct: false, feedback: p('The fading flowers need not be roses.') },
  },
  {
    category: 'Logical reasoning',
    difficulty: 'easy',
    tags: [],
    question: { type: 'true_false', stem: p('A number divisible by 6 is always divisible by 3.'), correct: true },
  },
  {
    category: 'Logical reasoning',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'ordering',
      stem: p('Put the steps of long division of 7,452 by 6 in order.'),
      items: [
        { id: 'a', text: '7 ÷ 6 = 1, remainder 1' },
        { id: 'b', text: 'Bring down 4: 14 ÷ 6 = 2, remainder 2' },
        { id: 'c', text: 'Bring down 5: 25 ÷ 6 = 4, remainder 1' },
        { id: 'd', text: 'Bring down 2: 12 ÷ 6 = 2: the answer is 1,242' },
      ],
    },
  },
  {
    category: 'Verbal ability',
    difficulty: 'easy',
    tags: [],
    question: {
      type: 'matching',
      stem: p('Match each word with its meaning.'),
      pairs: [
        { id: 'p1', left: 'Candid', right: 'Frank' },
        { id: 'p2', left: 'Diligent', right: 'Hard-working' },
        { id: 'p3', left: 'Frugal', right: 'Thrifty' },
      ],
      distractors: [{ id: 'x1', text: 'Careless' }],
    },
  },
  {
    category: 'Verbal ability',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'fill_blanks',
      stem: p('Neither the manager nor the interns [[v]] in the office; each of them [[w]] a laptop.'),
      blanks: [
        { id: 'v', accepted: ['were'], options: ['was', 'were', 'is'] },
        { id: 'w', accepted: ['has'], options: ['have', 'has', 'having'] },
      ],
    },
  },
  {
    category: 'Verbal ability',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'essay',
      stem: p('In 80 to 150 words: why do you want to work in data analysis?'),
      points: 5,
      min_words: 80,
      max_words: 150,
      rubric: p('Clear motive (2), one concrete example (2), grammar (1).'),
    },
  },
];

const PROGRAMMING: (Q & { skill?: string })[] = [
  choice('Python', 'easy', 'What does <code>len([1, [2, 3], 4])</code> return?', ['3', '4', '2', 'An error'], 0, 'The inner list counts as one item.', 'Python'),
  choice('Python', 'easy', 'Which keyword defines a function in Python?', ['func', 'def', 'function', 'lambda'], 1, '', 'Python'),
  choice('Python', 'medium', 'What does <code>"ab" * 3</code> give?', ['"ab3"', '"ababab"', 'An error', '"aaabbb"'], 1, '', 'Python'),
  choice('Python', 'medium', '<code>x = [1, 2, 3]; y = x; y.append(4)</code>. What is <code>x</code>?', ['[1, 2, 3]', '[1, 2, 3, 4]', '[4]', 'An error'], 1, 'y names the same list as x.', 'Python'),
  choice('Python', 'hard', 'What is the value of <code>sum(i for i in range(1, 5))</code>?', ['10', '15', '4', '9'], 0, '1 + 2 + 3 + 4.', 'Python'),
  choice('SQL', 'easy', 'Which clause filters the groups made by GROUP BY?', ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'], 1, '', 'SQL'),
  choice('SQL', 'medium', 'A LEFT JOIN of customers to orders returns', ['Only customers with orders', 'Every customer, with order columns null when none', 'Every order', 'Only orders without customers'], 1, '', 'SQL'),
  choice('SQL', 'medium', 'Which query counts distinct cities in <code>stores</code>?', ['SELECT COUNT(city) FROM stores', 'SELECT DISTINCT COUNT(city) FROM stores', 'SELECT COUNT(DISTINCT city) FROM stores', 'SELECT UNIQUE(city) FROM stores'], 2, '', 'SQL'),
  choice('JavaScript', 'easy', 'What does <code>typeof null</code> give in JavaScript?', ['"null"', '"object"', '"undefined"', '"number"'], 1, 'A long-standing quirk of the language.', 'JavaScript'),
  choice('JavaScript', 'medium', 'What is <code>[1, 2, 3].map(n =&gt; n * 2)</code>?', ['[2, 4, 6]', '[1, 2, 3, 1, 2, 3]', '12', '[1, 4, 9]'], 0, '', 'JavaScript'),
  choice('Git', 'easy', 'Which command records staged changes?', ['git add', 'git commit', 'git push', 'git stash'], 1),
  choice('Data structures', 'medium', 'Which structure answers "is x in the set?" in about constant time?', ['A sorted array', 'A linked list', 'A hash table', 'A stack'], 2),
  choice('Data structures', 'hard', 'Binary search on a sorted array of 1,000,000 items needs at most about how many comparisons?', ['20', '1,000', '100', '500,000'], 0, 'log₂ of a million is about 20.'),
  {
    category: 'Python',
    difficulty: 'medium',
    tags: [],
    skill: 'Python',
    question: {
      type: 'multiple_response',
      stem: p('Which of these are mutable in Python?'),
      options: [
        { id: 'a', text: 'list' },
        { id: 'b', text: 'tuple' },
        { id: 'c', text: 'dict' },
        { id: 'd', text: 'str' },
      ],
      correct: ['a', 'c'],
    },
  },
  {
    category: 'SQL',
    difficulty: 'medium',
    tags: [],
    skill: 'SQL',
    question: {
      type: 'multiple_response',
      stem: p('Which are aggregate functions in SQL?'),
      options: [
        { id: 'a', text: 'SUM' },
        { id: 'b', text: 'AVG' },
        { id: 'c', text: 'UPPER' },
        { id: 'd', text: 'COUNT' },
      ],
      correct: ['a', 'b', 'd'],
      penalty: 0.25,
    },
  },
  {
    category: 'SQL',
    difficulty: 'easy',
    tags: [],
    skill: 'SQL',
    question: {
      type: 'fill_blanks',
      stem: p('[[a]] name, city [[b]] customers WHERE city = \'Pune\';'),
      blanks: [
        { id: 'a', accepted: ['SELECT'] },
        { id: 'b', accepted: ['FROM'] },
      ],
    },
  },
  {
    category: 'Python',
    difficulty: 'easy',
    tags: [],
    skill: 'Python',
    question: {
      type: 'short_answer',
      stem: p('Which built-in function turns the string "42" into the number 42?'),
      accepted: ['int', 'int()'],
      spaces: 'ignore',
    },
  },
  {
    category: 'Git',
    difficulty: 'easy',
    tags: [],
    question: { type: 'short_answer', stem: p('Which git command makes a copy of a remote repository?'), accepted: ['git clone', 'clone'] },
  },
  {
    category: 'Data structures',
    difficulty: 'medium',
    tags: [],
    question: {
      type: 'matching',
      stem: p('Match each structure with how it gives items back.'),
      pairs: [
        { id: 's', left: 'Stack', right: 'Last in, first out' },
        { id: 'q', left: 'Queue', right: 'First in, first out' },
        { id: 'h', left: 'Priority queue', right: 'Smallest (or largest) first' },
      ],
    },
  },
  {
    category: 'Web',
    difficulty: 'medium',
    tags: [],
    skill: 'JavaScript',
    question: {
      type: 'ordering',
      stem: p('Order what happens when you open a web page.'),
      items: [
        { id: 'a', text: 'The browser looks up the name (DNS)' },
        { id: 'b', text: 'It opens a connection to the server' },
        { id: 'c', text: 'It sends an HTTP request' },
        { id: 'd', text: 'It renders the HTML it gets back' },
      ],
    },
  },
  {
    category: 'Web',
    difficulty: 'easy',
    tags: [],
    question: { type: 'true_false', stem: p('HTTP status 404 means the server failed with an error.'), correct: false, feedback: p('404 is "not found"; server errors are 5xx.') },
  },
  {
    category: 'Python',
    difficulty: 'hard',
    tags: [],
    skill: 'Python',
    question: { type: 'numerical', stem: p('What does <code>2 ** 10 // 3</code> print in Python?'), answer: 341 },
  },
];

/** The demo mentor and student (null until the demo accounts exist). */
export async function demoQuizPeople(db: Db) {
  const people = await db
    .select({ id: profiles.id, user_id: profiles.user_id, email: profiles.email, type: profiles.profile_type })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [MENTOR, STUDENT]));
  const mentor = people.find((x) => x.email?.toLowerCase() === MENTOR);
  const student = people.find((x) => x.email?.toLowerCase() === STUDENT);
  return mentor && student ? { mentor, student } : null;
}

export async function seedDemoQuizzes(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_quizzes'));
  if (done) return 0;
  const people = await demoQuizPeople(db);
  if (!people) return 0;
  const { mentor, student } = people;
  // What a start stopped in the middle of this step left goes, and the step runs again.
  await db.delete(quizzes).where(eq(quizzes.created_by_profile_id, mentor.id));
  await db.delete(questionBanks).where(eq(questionBanks.created_by_profile_id, mentor.id));

  // Written three days ago; the student took the test yesterday.
  const clock = () => new Date(now.getTime() - 3 * 86_400_000);
  const banks = createBanksService({ db, clock });
  const quizService = createQuizzesService({ db, clock, banks });
  const attempts = createAttemptsService({
    db,
    clock: () => new Date(now.getTime() - 86_400_000),
    quizzes: quizService,
  });
  const as = (x: typeof mentor): LearningCaller => ({ isAdmin: false, profileId: x.id, profileType: x.type, orgId: null, active: true });
  const author = as(mentor);
  const skillRows = await db
    .select({ id: skills.id, name: skills.display_name })
    .from(skills)
    .where(inArray(skills.display_name, ['Python', 'SQL', 'JavaScript', 'Data Analysis']));
  const skill = new Map(skillRows.map((s) => [s.name, s.id]));

  const fill = async (title: string, summary: string, qs: (Q & { skill?: string })[]) => {
    const { id } = await banks.create(author, mentor.user_id, { title, summary, skill_ids: [...skill.values()].slice(0, 2) });
    for (const { skill: name, ...q } of qs)
      await banks.addQuestion(author, id, { ...q, skill_ids: name && skill.has(name) ? [skill.get(name)!] : [] });
    await banks.publish(author, mentor.user_id, id);
    return id;
  };
  const aptitude = await fill(
    'Placement aptitude',
    'Percentages, ratios, time and work, speed, series, reasoning and verbal ability: the rounds campus drives start with.',
    APTITUDE,
  );
  const programming = await fill(
    'Programming fundamentals',
    'Python, SQL, JavaScript, git and data structures for the first technical round.',
    PROGRAMMING,
  );

  const { id: quizId } = await quizService.create(author, mentor.user_id, {
    title: 'Campus placement mock test',
    summary: 'Ten questions in 20 minutes: aptitude and programming, drawn fresh for every attempt.',
    instructions: p('Answers save as you go. If your connection drops, keep going: they are sent when it is back.'),
    time_limit_minutes: 20,
    attempts_allowed: 3,
    grading_method: 'highest',
    shuffle_options: true,
    pass_mark: 60,
    skill_ids: [...skill.values()],
    feedback_bands: [
      { from: 80, text: 'Placement ready: try the full-length test next.' },
      { from: 60, text: 'A pass. Work on the skills marked below.' },
      { from: 0, text: 'Keep practising: the learning paths below cover what you missed.' },
    ],
  });
  await quizService.addSlot(author, quizId, { kind: 'random', bank_id: aptitude, draw_count: 4, category: 'Percentages' });
  await quizService.addSlot(author, quizId, { kind: 'random', bank_id: aptitude, draw_count: 2, difficulty: 'medium' });
  await quizService.addSlot(author, quizId, { kind: 'random', bank_id: programming, draw_count: 2, category: 'SQL' });
  await quizService.addSlot(author, quizId, { kind: 'random', bank_id: programming, draw_count: 2, category: 'Python' });
  await quizService.publish(author, mentor.user_id, quizId);

  // The student answered most of it.
  const taker: LearningCaller = { ...as(student) };
  const started = await attempts.start(taker, quizId);
  let revision = 0;
  for (const q of started.questions) {
    revision++;
    const answer =
      q.type === 'single_choice'
        ? { option_id: q.options![q.position % 3 === 0 ? 1 : 0]!.id }
        : q.type === 'multiple_response'
          ? { option_ids: [q.options![0]!.id] }
          : q.type === 'numerical'
            ? { value: 1200 }
            : q.type === 'true_false'
              ? { value: false }
              : null;
    if (answer) await attempts.save(taker, started.id, q.position, { answer, revision, seconds: 40 });
  }
  await attempts.submit(taker, started.id);

  await db.insert(seedRuns).values({ name: 'demo_quizzes', version: '1' });
  return APTITUDE.length + PROGRAMMING.length;
}
