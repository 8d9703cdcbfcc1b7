import type { OwnDomainTexts } from './types';

export const AGREEABLENESS: OwnDomainTexts = {
  title: 'Agreeableness',
  shortDescription:
    "How much you tend to focus on trust, cooperation and other people's needs, compared with your own views and interests.",
  description: [
    'Agreeableness is about how you tend to relate to other people. It covers trust, candour, helping others, cooperation, modesty and sympathy.',
    "People who score higher often put harmony and others' needs first. People who score lower often stand their ground, speak plainly and look after their own interests.",
    'Neither end is better: warmth and cooperation matter, and so do challenge and tough decisions. Many careers need both.',
  ],
  levels: {
    low: {
      summary:
        'You tend to put your own views and goals first more than most people. You are often comfortable with disagreement and tough decisions.',
      atStudy:
        "In class debates and group projects you may say plainly when you think an idea won't work, rather than go along to keep the peace. You may stand your ground on a decision you think is unfair. Some classmates may find your directness hard to get used to at first.",
      atWork:
        'You may do well where firm choices are needed, such as negotiating, giving frank feedback or defending a position. In meetings you may push back on plans you doubt rather than go along to keep the peace. Some colleagues may find your directness hard to get used to at first.',
      strengths: [
        'Standing firm under pressure',
        'Comfortable with disagreement and tough calls',
        'Healthy scepticism',
      ],
      watchFor: [
        'Others may read directness as not caring, so explain your reasons',
        'Competing where teamwork would get further',
        "Remember to say when you value someone's work",
      ],
    },
    neutral: {
      summary:
        'You tend to be about as cooperative and trusting as most people. You can be warm and helpful, and you can also stand your ground.',
      atStudy:
        'You can usually help a group project along and still say so when something seems off. With classmates and teachers you may be friendly while keeping your own needs in view.',
      atWork:
        'You can often support a team and still speak up when something seems off. With customers and colleagues you may be friendly while keeping your own needs in view.',
      strengths: [
        'Balance between kindness and firmness',
        'Able to cooperate or challenge as needed',
        'Fair-minded with different kinds of people',
      ],
      watchFor: [
        'You may sometimes hold back from either helping or challenging',
        'Notice when a situation calls for more of one side',
      ],
    },
    high: {
      summary:
        'You tend to be more trusting, helpful and keen on harmony than most people. You often care a lot about how others feel.',
      atStudy:
        'You may be the one who makes new classmates feel welcome and keeps a group project friendly. You often help others with their work and smooth over arguments. You may find it hard to say no when someone asks for help, even when your own work is waiting.',
      atWork:
        'You may thrive in caring, teaching or team roles where helping others is central. In meetings you often smooth over conflict and help others feel welcome. You may find it hard to turn down a request or give critical feedback.',
      strengths: [
        'Warm and easy to work with',
        'Bringing people together',
        'Patient and supportive',
      ],
      watchFor: [
        'Saying yes too often can leave you overloaded',
        'Avoiding conflict may let issues grow',
        'Your own needs count too, so speak up for them',
      ],
    },
  },
  facets: {
    1: {
      title: 'Trust',
      description: 'How much you tend to assume that other people are honest and mean well.',
      levels: {
        low: "You tend to be more cautious about others' intentions than most people. This can protect you from being misled, though people may take longer to feel trusted by you.",
        neutral:
          'You tend to trust others about as much as most people. You give people a fair chance while keeping your eyes open, though you may sometimes misjudge who to trust.',
        high: 'You tend to assume the best of others more than most people. This helps you build warm, open relationships quickly, though it may leave you open to being taken advantage of.',
      },
    },
    2: {
      title: 'Straightforwardness',
      description:
        'How straightforward and candid you tend to be with others, compared with being tactful, strategic or guarded about what you share.',
      levels: {
        low: 'You tend to be more comfortable than most people with tact, strategy and keeping some things to yourself. You may be willing to bend the truth a little when it serves a purpose. This can help in negotiating or diplomacy, though others may find it harder to know where they stand with you.',
        neutral:
          'You tend to be about as straightforward as most people. You are usually open and direct, but can be tactful or guarded when a situation calls for it. You may sometimes be unsure which approach to take.',
        high: 'You tend to be more straightforward and candid than most people, and you dislike playing games. People often know where they stand with you, though bargaining, tactics or diplomatic silence may feel uncomfortable.',
      },
    },
    3: {
      title: 'Altruism',
      description:
        'How much you tend to enjoy helping others and giving them your time and energy.',
      levels: {
        low: 'You tend to focus on your own tasks and priorities more than most people. This protects your time and energy, though others may sometimes hope for more help from you.',
        neutral:
          'You tend to help others about as much as most people. You are glad to lend a hand and still keep time for your own work, though you may not always notice when someone needs support.',
        high: 'You tend to enjoy helping others more than most people, and often go out of your way to do it. This makes you a valued support, though you may take on too much and neglect your own needs.',
      },
    },
    4: {
      title: 'Cooperation',
      description:
        'How you tend to handle disagreement and conflict: giving way to keep the peace, or standing firm and competing.',
      levels: {
        low: 'You tend to stand your ground and compete more than most people. This helps you speak up for yourself and your ideas, though clashes may sometimes cost you goodwill.',
        neutral:
          'You tend to handle conflict much as most people do. You can compromise or push back depending on what matters, though you may sometimes be unsure which to choose.',
        high: 'You tend to avoid conflict and give way more than most people. This keeps things calm and helps teams work together, though your own views may go unheard.',
      },
    },
    5: {
      title: 'Modesty',
      description:
        'How much you tend to play down your own achievements, compared with being comfortable talking about them.',
      levels: {
        low: 'You tend to be more comfortable than most people talking about your strengths and successes. This helps in interviews and when making a case, though some listeners may prefer a lighter touch.',
        neutral:
          'You tend to talk about your achievements about as much as most people. You can describe what you have done without overdoing it, though you may undersell yourself when it counts.',
        high: 'You tend to play down your achievements more than most people. People often find you easy to be around, though you may undersell yourself in applications, interviews or reviews.',
      },
    },
    6: {
      title: 'Sympathy',
      description:
        'How strongly you tend to feel for people who are struggling, and how much their situation moves you.',
      levels: {
        low: "You tend to be less moved by others' hardship than most people, and you often focus on the facts. This helps you stay steady and fair in tough decisions, though others may feel their feelings go unseen.",
        neutral:
          'You tend to feel for others about as much as most people. You can show compassion and still think clearly, though you may not always notice quieter signs that someone is struggling.',
        high: "You tend to feel others' pain and hardship more strongly than most people. This helps you respond with care, though others' troubles may weigh heavily on you.",
      },
    },
  },
};
