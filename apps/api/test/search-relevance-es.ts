/**
 * Everyday searches in Spanish, as a teenager or a parent in the US, Mexico or Spain would type
 * them, and the careers they mean: any of `means` in the first three results counts as found.
 * Written independently, before Spanish search was tuned, from the O*NET titles alone: both
 * genders, with and without accents, and the words each region uses (plomero / fontanero, mesero /
 * camarero, contador / contable, trailero, sobrecargo). Each entry's `note` names the English
 * title(s) so a reader can check the codes without looking them up.
 */
export const RELEVANCE_SET_ES: readonly {
  query: string;
  means: readonly string[];
  note?: string;
}[] = [
  // Health
  {
    query: 'enfermera',
    means: ['29-1141.00', '29-2061.00'],
    note: 'Registered Nurses; Licensed Practical and Licensed Vocational Nurses',
  },
  {
    query: 'enfermero',
    means: ['29-1141.00', '29-2061.00'],
    note: 'Registered Nurses; Licensed Practical and Licensed Vocational Nurses',
  },
  {
    query: 'auxiliar de enfermería',
    means: ['31-1131.00', '29-2061.00'],
    note: 'Nursing Assistants (TCAE in Spain); Licensed Practical and Licensed Vocational Nurses',
  },
  {
    query: 'médico',
    means: ['29-1215.00', '29-1216.00', '29-1229.00', '29-1221.00'],
    note: 'Family Medicine Physicians; General Internal Medicine Physicians; Physicians, All Other; Pediatricians, General',
  },
  {
    query: 'medico',
    means: ['29-1215.00', '29-1216.00', '29-1229.00', '29-1221.00'],
    note: 'no accent: Family Medicine / General Internal Medicine Physicians; Physicians, All Other; Pediatricians',
  },
  {
    query: 'doctora',
    means: ['29-1215.00', '29-1216.00', '29-1229.00', '29-1221.00'],
    note: 'Family Medicine / General Internal Medicine Physicians; Physicians, All Other; Pediatricians',
  },
  { query: 'dentista', means: ['29-1021.00'], note: 'Dentists, General' },
  { query: 'odontólogo', means: ['29-1021.00'], note: 'Dentists, General' },
  { query: 'farmacéutico', means: ['29-1051.00'], note: 'Pharmacists' },
  {
    query: 'veterinaria',
    means: ['29-1131.00'],
    note: 'Veterinarians (the word also names the clinic; the person is meant)',
  },
  {
    query: 'psicólogo',
    means: ['19-3033.00', '19-3034.00', '19-3039.00'],
    note: 'Clinical and Counseling Psychologists; School Psychologists; Psychologists, All Other',
  },
  { query: 'fisioterapeuta', means: ['29-1123.00'], note: 'Physical Therapists' },
  { query: 'terapeuta ocupacional', means: ['29-1122.00'], note: 'Occupational Therapists' },
  {
    query: 'paramédico',
    means: ['29-2043.00', '29-2042.00'],
    note: 'Paramedics; Emergency Medical Technicians',
  },
  {
    query: 'técnico en emergencias',
    means: ['29-2042.00', '29-2043.00'],
    note: 'Emergency Medical Technicians (TES in Spain); Paramedics',
  },
  {
    query: 'cuidadora de ancianos',
    means: ['31-1122.00', '31-1121.00', '31-1131.00'],
    note: 'Personal Care Aides; Home Health Aides; Nursing Assistants',
  },
  {
    query: 'niñera',
    means: ['39-9011.01', '39-9011.00'],
    note: 'Nannies; Childcare Workers',
  },
  {
    query: 'trabajador social',
    means: ['21-1021.00', '21-1022.00', '21-1023.00', '21-1029.00'],
    note: 'Child, Family, and School / Healthcare / Mental Health and Substance Abuse Social Workers; Social Workers, All Other',
  },

  // Teaching
  {
    query: 'maestro de primaria',
    means: ['25-2021.00'],
    note: 'Elementary School Teachers, Except Special Education',
  },
  {
    query: 'maestra',
    means: ['25-2021.00', '25-2012.00', '25-2011.00', '25-2022.00', '25-2031.00'],
    note: 'school teachers: Elementary, Kindergarten, Preschool, Middle School, Secondary School Teachers',
  },
  {
    query: 'maestra de kinder',
    means: ['25-2012.00', '25-2011.00'],
    note: 'Kindergarten Teachers; Preschool Teachers (Mexico and the US say kinder, no accent)',
  },
  {
    query: 'profesor de secundaria',
    means: ['25-2022.00', '25-2031.00'],
    note: 'Middle School Teachers (secundaria is grades 7-9 in Mexico); Secondary School Teachers (ESO in Spain)',
  },
  {
    query: 'maestro de educación especial',
    means: ['25-2056.00', '25-2057.00', '25-2058.00', '25-2059.00', '25-2055.00', '25-2051.00'],
    note: 'Special Education Teachers: Elementary, Middle, Secondary, All Other, Kindergarten, Preschool',
  },
  {
    query: 'entrenador',
    means: ['27-2022.00', '39-9031.00'],
    note: 'Coaches and Scouts; Exercise Trainers and Group Fitness Instructors',
  },
  { query: 'traductor', means: ['27-3091.00'], note: 'Interpreters and Translators' },
  { query: 'intérprete', means: ['27-3091.00'], note: 'Interpreters and Translators' },

  // Law, safety and the military
  { query: 'abogado', means: ['23-1011.00'], note: 'Lawyers' },
  { query: 'abogada', means: ['23-1011.00'], note: 'Lawyers' },
  { query: 'policía', means: ['33-3051.00'], note: "Police and Sheriff's Patrol Officers" },
  {
    query: 'policia',
    means: ['33-3051.00'],
    note: "no accent: Police and Sheriff's Patrol Officers",
  },
  { query: 'bombero', means: ['33-2011.00'], note: 'Firefighters' },
  {
    query: 'bombero forestal',
    means: ['33-2011.00', '33-2022.00'],
    note: 'Firefighters (wildland included); Forest Fire Inspectors and Prevention Specialists',
  },
  { query: 'guardia de seguridad', means: ['33-9032.00'], note: 'Security Guards' },
  {
    query: 'socorrista',
    means: ['33-9092.00'],
    note: 'Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers (Spain)',
  },
  {
    query: 'salvavidas',
    means: ['33-9092.00'],
    note: 'Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers (Mexico, US)',
  },
  {
    query: 'militar',
    means: [
      '55-1011.00',
      '55-1012.00',
      '55-1013.00',
      '55-1014.00',
      '55-1015.00',
      '55-1016.00',
      '55-1017.00',
      '55-1019.00',
      '55-2011.00',
      '55-2012.00',
      '55-2013.00',
      '55-3011.00',
      '55-3012.00',
      '55-3013.00',
      '55-3014.00',
      '55-3015.00',
      '55-3016.00',
      '55-3018.00',
      '55-3019.00',
    ],
    note: 'any military career (55-xxxx): officers, first-line supervisors and enlisted, e.g. Infantry, Infantry Officers',
  },
  {
    query: 'soldado',
    means: [
      '55-3016.00',
      '55-3011.00',
      '55-3012.00',
      '55-3013.00',
      '55-3014.00',
      '55-3015.00',
      '55-3018.00',
      '55-3019.00',
    ],
    note: 'enlisted military careers (55-3xxx): Infantry, Air Crew Members, Armored Assault Vehicle Crew Members, Special Forces, ...',
  },

  // Building trades and repair
  { query: 'electricista', means: ['47-2111.00'], note: 'Electricians' },
  {
    query: 'fontanero',
    means: ['47-2152.00'],
    note: 'Plumbers, Pipefitters, and Steamfitters (Spain)',
  },
  {
    query: 'plomero',
    means: ['47-2152.00'],
    note: 'Plumbers, Pipefitters, and Steamfitters (Mexico, US)',
  },
  {
    query: 'carpintero',
    means: ['47-2031.00', '51-7011.00'],
    note: 'Carpenters; Cabinetmakers and Bench Carpenters',
  },
  {
    query: 'albañil',
    means: ['47-2021.00', '47-2061.00', '47-2051.00'],
    note: 'Brickmasons and Blockmasons; Construction Laborers; Cement Masons and Concrete Finishers',
  },
  { query: 'soldador', means: ['51-4121.00'], note: 'Welders, Cutters, Solderers, and Brazers' },
  {
    query: 'mecánico',
    means: ['49-3023.00', '49-3031.00'],
    note: 'Automotive Service Technicians and Mechanics; Bus and Truck Mechanics and Diesel Engine Specialists',
  },
  {
    query: 'mecánico de autos',
    means: ['49-3023.00'],
    note: 'Automotive Service Technicians and Mechanics',
  },
  {
    query: 'mecanico de carros',
    means: ['49-3023.00'],
    note: 'no accent, carro (Mexico, US): Automotive Service Technicians and Mechanics',
  },
  {
    query: 'agricultor',
    means: ['11-9013.00', '45-2092.00', '45-2091.00'],
    note: 'Farmers, Ranchers, and Other Agricultural Managers; Farmworkers and Laborers, Crop; Agricultural Equipment Operators',
  },
  {
    query: 'jardinero',
    means: ['37-3011.00'],
    note: 'Landscaping and Groundskeeping Workers',
  },

  // Food, shops and personal service
  {
    query: 'cocinero',
    means: ['35-2014.00', '35-1011.00'],
    note: 'Cooks, Restaurant; Chefs and Head Cooks',
  },
  {
    query: 'cocinera',
    means: ['35-2014.00', '35-1011.00'],
    note: 'Cooks, Restaurant; Chefs and Head Cooks',
  },
  { query: 'chef', means: ['35-1011.00'], note: 'Chefs and Head Cooks' },
  { query: 'mesero', means: ['35-3031.00'], note: 'Waiters and Waitresses (Mexico, US)' },
  {
    query: 'camarero',
    means: ['35-3031.00', '35-3011.00'],
    note: 'Waiters and Waitresses; Bartenders (in Spain the camarero also serves at the bar)',
  },
  {
    query: 'cajero',
    means: ['41-2011.00', '43-3071.00'],
    note: 'Cashiers; Tellers (a bank cajero)',
  },
  {
    query: 'vendedor',
    means: ['41-2031.00', '41-4012.00', '41-3091.00', '41-4011.00'],
    note: 'Retail Salespersons; Sales Representatives, Wholesale and Manufacturing; Sales Representatives of Services',
  },
  {
    query: 'peluquera',
    means: ['39-5012.00'],
    note: 'Hairdressers, Hairstylists, and Cosmetologists',
  },
  {
    query: 'estilista',
    means: ['39-5012.00'],
    note: 'Hairdressers, Hairstylists, and Cosmetologists',
  },
  {
    query: 'recepcionista',
    means: ['43-4171.00', '43-4081.00'],
    note: 'Receptionists and Information Clerks; Hotel, Motel, and Resort Desk Clerks',
  },
  {
    query: 'secretaria',
    means: ['43-6014.00', '43-6011.00', '43-6013.00', '43-6012.00'],
    note: 'Secretaries and Administrative Assistants: general, Executive, Medical, Legal',
  },

  // Driving and flying
  {
    query: 'camionero',
    means: ['53-3032.00', '53-3033.00'],
    note: 'Heavy and Tractor-Trailer Truck Drivers; Light Truck Drivers',
  },
  {
    query: 'trailero',
    means: ['53-3032.00'],
    note: 'Heavy and Tractor-Trailer Truck Drivers (Mexico)',
  },
  {
    query: 'conductor de autobús',
    means: ['53-3052.00', '53-3051.00'],
    note: 'Bus Drivers, Transit and Intercity; Bus Drivers, School',
  },
  {
    query: 'repartidor',
    means: ['53-3033.00', '53-3031.00', '43-5021.00', '43-5052.00'],
    note: 'Light Truck Drivers; Driver/Sales Workers (take-out delivery); Couriers and Messengers; Postal Service Mail Carriers',
  },
  {
    query: 'piloto',
    means: ['53-2011.00', '53-2012.00'],
    note: 'Airline Pilots, Copilots, and Flight Engineers; Commercial Pilots',
  },
  { query: 'azafata', means: ['53-2031.00'], note: 'Flight Attendants' },
  { query: 'auxiliar de vuelo', means: ['53-2031.00'], note: 'Flight Attendants' },
  { query: 'sobrecargo', means: ['53-2031.00'], note: 'Flight Attendants (Mexico)' },

  // Business and money
  { query: 'contador', means: ['13-2011.00'], note: 'Accountants and Auditors (Mexico, US)' },
  {
    query: 'contable',
    means: ['13-2011.00', '43-3031.00'],
    note: 'Accountants and Auditors; Bookkeeping, Accounting, and Auditing Clerks (Spain)',
  },
  {
    query: 'agente de bienes raíces',
    means: ['41-9022.00', '41-9021.00'],
    note: 'Real Estate Sales Agents; Real Estate Brokers',
  },
  {
    query: 'inmobiliaria',
    means: ['41-9022.00', '41-9021.00', '11-9141.00'],
    note: 'Real Estate Sales Agents; Real Estate Brokers; Property, Real Estate, and Community Association Managers (the word names the agency)',
  },
  {
    query: 'gerente',
    means: ['11-1021.00', '11-1011.00', '41-1011.00'],
    note: 'General and Operations Managers; Chief Executives; First-Line Supervisors of Retail Sales Workers (store manager)',
  },
  {
    query: 'administrador de empresas',
    means: ['11-1021.00', '13-1111.00', '11-1011.00'],
    note: 'General and Operations Managers; Management Analysts; Chief Executives',
  },
  { query: 'economista', means: ['19-3011.00'], note: 'Economists' },

  // Engineering, computing and science
  {
    query: 'ingeniero',
    means: ['17-2141.00', '17-2051.00', '17-2071.00', '17-2112.00', '17-2199.00'],
    note: 'Mechanical, Civil, Electrical, Industrial Engineers; Engineers, All Other',
  },
  { query: 'ingeniera civil', means: ['17-2051.00'], note: 'Civil Engineers' },
  {
    query: 'ingeniero en sistemas',
    means: ['15-1252.00', '15-1211.00', '15-1299.08', '15-1244.00'],
    note: 'Mexico: Software Developers; Computer Systems Analysts; Computer Systems Engineers/Architects; Network and Computer Systems Administrators',
  },
  {
    query: 'programador',
    means: ['15-1251.00', '15-1252.00'],
    note: 'Computer Programmers; Software Developers',
  },
  {
    query: 'programadora',
    means: ['15-1251.00', '15-1252.00'],
    note: 'Computer Programmers; Software Developers',
  },
  { query: 'desarrollador web', means: ['15-1254.00'], note: 'Web Developers' },
  { query: 'científico de datos', means: ['15-2051.00'], note: 'Data Scientists' },
  {
    query: 'biólogo',
    means: ['19-1029.04', '19-1029.00', '19-1023.00', '19-1022.00', '19-1021.00', '19-1029.02'],
    note: 'Biologists; Biological Scientists, All Other; Zoologists and Wildlife Biologists; Microbiologists; Biochemists and Biophysicists; Molecular and Cellular Biologists',
  },
  { query: 'químico', means: ['19-2031.00'], note: 'Chemists' },
  { query: 'arquitecto', means: ['17-1011.00'], note: 'Architects, Except Landscape and Naval' },

  // Arts, media and the internet
  { query: 'periodista', means: ['27-3023.00'], note: 'News Analysts, Reporters, and Journalists' },
  { query: 'diseñador gráfico', means: ['27-1024.00'], note: 'Graphic Designers' },
  {
    query: 'disenador grafico',
    means: ['27-1024.00'],
    note: 'no ñ, no accent: Graphic Designers',
  },
  { query: 'fotógrafo', means: ['27-4021.00'], note: 'Photographers' },
  { query: 'actor', means: ['27-2011.00'], note: 'Actors' },
  { query: 'músico', means: ['27-2042.00'], note: 'Musicians and Singers' },
  { query: 'cantante', means: ['27-2042.00'], note: 'Musicians and Singers' },
  {
    query: 'youtuber',
    means: ['27-2012.00', '27-4032.00', '27-4031.00', '27-3043.00', '27-3011.00'],
    note: 'Producers and Directors; Film and Video Editors; Camera Operators; Writers and Authors; Broadcast Announcers',
  },
  {
    query: 'creador de contenido',
    means: ['27-3043.00', '27-4032.00', '27-2012.00', '27-3031.00', '13-1161.00'],
    note: 'Writers and Authors; Film and Video Editors; Producers and Directors; Public Relations Specialists; Market Research Analysts and Marketing Specialists',
  },
  { query: 'diseñador de videojuegos', means: ['15-1255.01'], note: 'Video Game Designers' },
];
