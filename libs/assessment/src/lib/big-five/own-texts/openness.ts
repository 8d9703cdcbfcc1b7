import type { OwnDomainTexts } from './types';

export const OPENNESS: OwnDomainTexts = {
  title: 'Openness to Experience',
  shortDescription:
    'How much you tend to be drawn to new ideas, experiences and ways of doing things, compared with the familiar and proven.',
  description: [
    'Openness to Experience is about how you tend to respond to the new and the unfamiliar. It covers curiosity, imagination, interest in art and ideas, and how willing you are to try different ways of doing things.',
    'People who score higher often enjoy variety, abstract questions and change. People who score lower often prefer the practical, the concrete and what has already been shown to work.',
    'Neither end is better: each brings real strengths, and many careers need people from right across the range.',
  ],
  levels: {
    low: {
      summary:
        'You tend to prefer the familiar, practical and proven more than most people do. You like to know what works and stick with it.',
      atStudy:
        'You often prefer concrete facts, worked examples and subjects with clear right answers to open-ended debates. Clear instructions help you do your best. Sudden changes of plan may feel more tiring for you than for most people.',
      atWork:
        'You may do well in roles with clear methods, such as following set procedures or applying proven techniques. You often prefer practical, hands-on problems to abstract ones. Sudden changes of plan may feel more tiring for you than for most people.',
      strengths: [
        'Down-to-earth and practical',
        'Steady focus on what works',
        'At ease with routines and established methods',
      ],
      watchFor: [
        'New ideas may get set aside before they are tested',
        'Change can feel harder, so give yourself time to adjust',
        'Roles full of constant change may wear you out',
      ],
    },
    neutral: {
      summary:
        'You tend to be about as open to new ideas and experiences as most people. You can enjoy something new while still valuing what is familiar.',
      atStudy:
        'You can often switch between trying a fresh approach and sticking with a tried method, depending on the subject. In group projects you may help link the people with big ideas and those who want a clear plan.',
      atWork:
        'You can often switch between trying a fresh approach and sticking with a tried method, depending on the task. On a team you may help link the people with big ideas and those who want a clear plan.',
      strengths: [
        'Balance between curiosity and practicality',
        'Flexible about when to change and when to keep things as they are',
        'Able to understand both dreamers and doers',
      ],
      watchFor: [
        'You may not push hard for change or for stability when it matters',
        'Notice which settings bring out your curious side',
      ],
    },
    high: {
      summary:
        'You tend to be more curious, imaginative and drawn to new experiences than most people. You often enjoy ideas, art and variety for their own sake.',
      atStudy:
        'You may enjoy open questions, essays, research and creative projects more than memorising facts. New subjects and ideas often pull you in. Repetitive exercises and strict routines may feel dull and harder to keep going with.',
      atWork:
        'You may thrive on brainstorming, research, creative projects or anything that means exploring new ground. Learning a new field, as in a change of career, may energise you. Repetitive tasks and strict routines may feel dull and harder to keep going with.',
      strengths: [
        'Creative and full of ideas',
        'Quick to see new connections',
        'Comfortable with change and uncertainty',
      ],
      watchFor: [
        'Routine tasks can slip when something new catches your eye',
        'Too many ideas at once may spread you thin',
        'Others may need more time to warm to change than you do',
      ],
    },
  },
  facets: {
    1: {
      title: 'Imagination',
      description:
        'How much you tend to use your imagination, daydream and picture possibilities beyond the here and now.',
      levels: {
        low: 'You tend to keep your attention on what is real and in front of you, more than most people. This helps you stay focused and practical, though you may find it harder to picture options that do not exist yet.',
        neutral:
          'You tend to use your imagination about as much as most people. You can picture new possibilities and still stay grounded, though you may not always reach for the most unusual idea.',
        high: 'You tend to have a rich inner world and picture possibilities more than most people. This can fuel creativity and vision, though your mind may drift during tasks that need steady attention.',
      },
    },
    2: {
      title: 'Artistic Interests',
      description:
        'How much you tend to notice and be moved by beauty, whether in art, music, writing, design or nature.',
      levels: {
        low: 'You tend to be less drawn to art and beauty than most people. You often judge things by how well they work, which is practical, though you may overlook how design affects others.',
        neutral:
          'You tend to enjoy art, music or nature about as much as most people. You can appreciate beauty without it taking over, though it may not be a main source of energy for you.',
        high: 'You tend to notice and be moved by beauty more than most people. This can feed creative work and care over detail, though plain, dull surroundings may drain you more than others.',
      },
    },
    3: {
      title: 'Emotionality',
      description:
        'How aware you tend to be of your own feelings, and how much you value and pay attention to them.',
      levels: {
        low: 'You tend to pay less attention to your own feelings than most people. This can help you stay calm and steady, though you may find it harder to name what you feel or why.',
        neutral:
          'You tend to be about as aware of your feelings as most people. You notice them and can set them aside when needed, though you may not always look closely at what they tell you.',
        high: 'You tend to be more aware of your feelings, and to feel them more fully, than most people. This can help you understand yourself and others, though strong feelings may sometimes cloud a decision.',
      },
    },
    4: {
      title: 'Adventurousness',
      description:
        'How keen you tend to be to try new activities, visit new places and break away from routine.',
      levels: {
        low: 'You tend to prefer familiar routines and activities more than most people. This brings stability and consistency, though you may miss out on new experiences that could suit you.',
        neutral:
          'You tend to enjoy new experiences about as much as most people. You like some variety but also value your routines, though you may hesitate when a change feels large.',
        high: 'You tend to seek out new activities, places and ways of doing things more than most people. This keeps life varied and helps you adapt, though you may grow restless with routine.',
      },
    },
    5: {
      title: 'Intellect',
      description:
        'How much you tend to enjoy playing with ideas, puzzles and abstract questions. It is about interest in thinking, not about how clever you are.',
      levels: {
        low: 'You tend to prefer practical, concrete matters to abstract ideas more than most people. This keeps you grounded in real results, though theory-heavy topics may feel like hard going.',
        neutral:
          'You tend to enjoy ideas and puzzles about as much as most people. You can engage with theory when it is useful, though you may lose interest when it feels far from real life.',
        high: 'You tend to enjoy ideas, puzzles and big questions more than most people. This can make you a keen learner and thinker, though you may spend longer on theory than a task needs.',
      },
    },
    6: {
      title: 'Questioning traditions',
      description:
        'How ready you tend to be to question authority, rules and tradition. This is not about politics or any party: people of every political view can score high or low.',
      levels: {
        low: 'You tend to value tradition, rules and established authority more than most people. This brings respect for what has stood the test of time, though you may be slower to question a rule that no longer fits.',
        neutral:
          'You tend to question rules and traditions about as much as most people. You generally respect them but will challenge one that clearly does not work. You may sometimes go along with things you have doubts about.',
        high: 'You tend to question rules, authority and tradition more than most people. This helps you spot what could be improved, though you may sometimes overlook the reasons a tradition exists.',
      },
    },
  },
};
