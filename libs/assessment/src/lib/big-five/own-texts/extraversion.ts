import type { OwnDomainTexts } from './types';

export const EXTRAVERSION: OwnDomainTexts = {
  title: 'Extraversion',
  shortDescription:
    'How much you seek out people, activity and excitement, and how much energy you get from them.',
  description: [
    'Extraversion is about where you tend to get your energy. People with a high score often feel lively around others and busy activity. People with a low score often recharge through quiet time, alone or with a few close people.',
    'A low score is often called introversion. It does not mean shy or unfriendly; it means you may prefer calmer settings and smaller groups.',
    'Neither end is better. Many careers suit outgoing people, and many suit quieter people who like to focus. Plenty of people sit in the middle and adapt to the situation.',
  ],
  levels: {
    low: {
      summary:
        'You tend to prefer quieter settings and smaller groups more than most people. You often recharge best with time to yourself.',
      atStudy:
        'You may do your best work when you can focus without interruptions, such as reading, writing an essay or working through problems alone. In class you often listen carefully and think before you speak. Presentations or a noisy classroom may take more energy.',
      atWork:
        'You may do your best work when you can focus without interruptions, such as on research, writing or detailed tasks. In meetings you often listen carefully and think before you speak. Networking, presentations or a noisy open-plan office may take more energy.',
      strengths: [
        'Focusing deeply for long periods',
        'Listening carefully',
        'Thinking before speaking',
      ],
      watchFor: [
        'Your ideas may go unheard if you wait too long to share them',
        'Plan time to recharge after busy social days',
        'Others may read quietness as lack of interest',
      ],
    },
    neutral: {
      summary:
        'You tend to enjoy company and quiet time about as much as most people. You can be outgoing when the moment calls for it, and you also value time to recharge.',
      atStudy:
        'You may feel comfortable both in a group project and working alone on an essay. You can join in class discussions, though you may not always want to lead. A mix of social and quiet study often suits you best.',
      atWork:
        'You may feel comfortable both in a team and working alone on a task. You can join in at meetings, though you may not always want to lead. A mix of social and quiet work often suits you best.',
      strengths: [
        'Adapting to different settings',
        'Working well alone or in a team',
        'Knowing when to speak and when to listen',
      ],
      watchFor: [
        'Notice which settings give you energy and which drain it',
        'Too much of either busy or quiet time may wear you down',
      ],
    },
    high: {
      summary:
        'You tend to seek out people, activity and excitement more than most people. You often feel energised by busy, social settings.',
      atStudy:
        'You may enjoy group projects, class discussions, clubs and teams. You often speak up, take the lead and keep the energy up. Long stretches of studying alone may feel draining, so studying with others can help.',
      atWork:
        'You may enjoy meetings, customer contact and jobs where every day is different. You often speak up, take the lead and keep the energy up. Long stretches of quiet work on your own may feel draining.',
      strengths: [
        'Building connections quickly',
        'Bringing energy to a team',
        'Speaking up and taking the lead',
      ],
      watchFor: [
        'Leave room for quieter people to speak',
        'Quiet, focused tasks may feel harder to stick with',
        'Taking on too much at once',
      ],
    },
  },
  facets: {
    1: {
      title: 'Friendliness',
      description:
        'How warmly and openly you tend to approach other people, including people you have just met.',
      levels: {
        low: 'You tend to keep a little more distance than most people, especially at first. This can make you a steady, private presence, though others may take longer to get to know you.',
        neutral:
          'You are about as warm and open as most people, and friendly once you feel comfortable. You may take a little time to warm up to some people.',
        high: 'You tend to show warmth and interest in others more readily than most people. People often feel welcome around you, though you may spread your time thinly across many people.',
      },
    },
    2: {
      title: 'Gregariousness',
      description:
        'How much you enjoy being in groups and crowds, compared with being on your own or with a few people.',
      levels: {
        low: 'You tend to prefer small groups or your own company more than most people. You often build deep one-to-one connections, though crowded events may leave you drained.',
        neutral:
          'You enjoy groups about as much as most people, and you also like some time alone. Very large crowds or very long quiet spells may both tire you.',
        high: 'You tend to enjoy busy places and large groups more than most people. This makes social events easy for you, though you may find time alone harder to enjoy.',
      },
    },
    3: {
      title: 'Assertiveness',
      description: 'How readily you speak up, take charge and say what you think in a group.',
      levels: {
        low: 'You tend to let others lead and speak first, more than most people. This makes you a thoughtful listener, though your views may not get the attention they deserve.',
        neutral:
          'You speak up about as often as most people, usually when you feel strongly. You can lead when needed, though you may sometimes hold back an idea worth hearing.',
        high: 'You tend to speak up and take charge more than most people. This helps groups make decisions, though others may feel they have less room to contribute.',
      },
    },
    4: {
      title: 'Activity Level',
      description:
        'How fast a pace you tend to like in daily life, and how busy you like to keep yourself.',
      levels: {
        low: 'You tend to prefer a relaxed, steady pace more than most people. This helps you work carefully without rushing, though fast-moving settings may feel hectic.',
        neutral:
          'You like a pace about as busy as most people, with a mix of active and calmer times. A very packed or very slow week may feel less comfortable.',
        high: 'You tend to like a fast, full schedule more than most people. You often get a lot done, though you may find it hard to slow down and rest.',
      },
    },
    5: {
      title: 'Excitement-Seeking',
      description: 'How much you look for thrills, noise, variety and new experiences.',
      levels: {
        low: 'You tend to prefer calm, familiar activities more than most people. This suits steady, careful work, though you may miss out on some new experiences.',
        neutral:
          'You enjoy some excitement about as much as most people, without needing it all the time. You can enjoy a thrill, though long spells of routine may sometimes feel dull.',
        high: 'You tend to seek thrills and variety more than most people. This can make you bold and fun to be around, though routine tasks may bore you quickly.',
      },
    },
    6: {
      title: 'Cheerfulness',
      description: 'How often you tend to feel and show joy, enthusiasm and high spirits.',
      levels: {
        low: 'You tend to show joy and enthusiasm more quietly than most people. This can come across as calm and serious, though others may not always see how much you enjoy things.',
        neutral:
          'You show cheerfulness about as often as most people, brightening up when things go well. This keeps you realistic, though you may not always lift a flat mood in a group.',
        high: 'You tend to feel and show joy and enthusiasm more than most people. This lifts those around you, though you may sometimes gloss over worries that need attention.',
      },
    },
  },
};
