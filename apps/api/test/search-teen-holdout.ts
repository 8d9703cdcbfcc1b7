/**
 * Everyday words a teenager types for what they like doing, written before search was tuned for
 * young people's words and never tuned against: any of `means` in the first three results counts
 * as found. Misses are reported, not fixed here; tuning words go in `search-relevance.ts`.
 */
export const TEEN_HOLDOUT_SET: readonly {
  query: string;
  means: readonly string[];
  note?: string;
}[] = [
  {
    query: 'video games',
    means: ['15-1255.01', '15-1252.00', '27-1014.00'],
    note: 'Video Game Designers, Software Developers, Animators',
  },
  {
    query: 'animals',
    means: ['29-1131.00', '29-2056.00', '31-9096.00', '39-2021.00', '39-2011.00', '19-1023.00'],
    note: 'vets and their technicians and assistants, animal caretakers and trainers, zoologists',
  },
  {
    query: 'dogs',
    means: ['39-2021.00', '39-2011.00', '29-1131.00', '29-2056.00', '31-9096.00'],
  },
  { query: 'cars', means: ['49-3023.00', '49-3021.00'], note: 'auto technicians, body repairers' },
  { query: 'football', means: ['27-2021.00', '27-2022.00'], note: 'athletes, coaches' },
  { query: 'sports', means: ['27-2021.00', '27-2022.00', '29-9091.00'] },
  { query: 'music', means: ['27-2042.00', '27-2041.00', '27-4014.00'] },
  { query: 'making beats', means: ['27-4014.00', '27-2041.00', '27-2042.00'] },
  { query: 'fashion', means: ['27-1022.00'] },
  { query: 'cooking', means: ['35-1011.00', '35-2014.00'] },
  { query: 'baking', means: ['51-3011.00'] },
  { query: 'kids', means: ['39-9011.00', '25-2011.00', '25-2021.00'] },
  { query: 'babysitting', means: ['39-9011.00'] },
  { query: 'taking photos', means: ['27-4021.00'] },
  { query: 'movies', means: ['27-2012.00', '27-4032.00', '27-2011.00'] },
  { query: 'nails', means: ['39-5092.00'], note: 'Manicurists and Pedicurists' },
  { query: 'robots', means: ['17-2199.08', '17-3024.01'] },
  { query: 'space', means: ['17-2011.00', '19-2011.00'], note: 'aerospace engineers, astronomers' },
  { query: 'planes', means: ['53-2011.00', '53-2012.00', '49-3011.00'] },
  { query: 'gym', means: ['39-9031.00'], note: 'Exercise Trainers and Group Fitness Instructors' },
  { query: 'dancing', means: ['27-2031.00', '27-2032.00'] },
  { query: 'singing', means: ['27-2042.00'] },
  { query: 'writing stories', means: ['27-3043.00'] },
  { query: 'fixing things', means: ['49-9071.00'] },
  { query: 'doing hair', means: ['39-5012.00'] },
];
