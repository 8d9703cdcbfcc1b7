import type { OwnDomainTexts } from './types';

export const CONSCIENTIOUSNESS: OwnDomainTexts = {
  title: 'Conscientiousness',
  shortDescription:
    'Conscientiousness is about how you tend to plan, organise and follow through on tasks and goals.',
  description: [
    'Conscientiousness describes how you approach plans, tasks and goals. It covers how much you like structure, how you keep going on long tasks, and how carefully you decide before acting.',
    'People higher in this trait tend to plan ahead, stick to routines and work steadily towards goals. People lower in it tend to prefer flexibility, keep their options open and deal with things as they come.',
    'Neither end is better. Structure helps with long projects and fixed deadlines, while flexibility helps when plans change or something new turns up.',
  ],
  levels: {
    low: {
      summary:
        'You tend to prefer flexibility and spontaneity more than most people. You often keep your options open and feel relaxed about plans, schedules and rules.',
      atStudy:
        'You may do your best work in short bursts, often close to a deadline, and you can switch quickly when plans change. Long revision timetables may feel confining. In group projects you often bring fresh starts and new ideas, while others may help with the final details.',
      atWork:
        'You may do your best work in short bursts, often close to a deadline, and you can switch quickly when priorities change. Strict routines and detailed procedures may feel confining. On a team you often bring fresh starts and new ideas, while others may help with the final details.',
      strengths: [
        'Adapting quickly when plans change',
        'Staying relaxed when priorities shift',
        'Getting new things started with energy',
      ],
      watchFor: [
        'Starting more than you finish, so choose a few things to see through',
        'Deadlines creeping up, so a short to-do list or reminder can help',
        'Others may want more notice of changes than you need',
      ],
    },
    neutral: {
      summary:
        "You tend to balance planning and flexibility about as much as most people. You can follow a plan when it matters and relax when it doesn't.",
      atStudy:
        'You can usually keep on top of homework, deadlines and revision without planning everything to the minute. You may be more organised for subjects you care about and more relaxed about others.',
      atWork:
        'You can usually keep on top of deadlines and shifts without planning everything to the minute. You may be more organised for tasks you care about and more relaxed about others. In a team you can often work well with both planners and improvisers.',
      strengths: [
        'Switching between structure and flexibility',
        'Getting along with different working styles',
        'Keeping things on track without being rigid',
      ],
      watchFor: [
        'Your effort may depend on how interesting the task is',
        'Big or dull tasks may need a little extra structure',
      ],
    },
    high: {
      summary:
        'You tend to plan, organise and follow through more than most people. You often set clear goals and keep working steadily until they are done.',
      atStudy:
        'You often start revision early, keep track of deadlines and finish your share of a group project on time. Classmates may rely on you to keep things on track. You may find it harder when plans change suddenly or others work in a looser way.',
      atWork:
        'You often plan your week, keep track of deadlines and finish what you promised on time. Colleagues may rely on you to keep a project on track. You may find it harder when plans change suddenly or others work in a looser way.',
      strengths: [
        'Planning ahead and meeting deadlines',
        'Sticking with long or demanding tasks',
        'Being someone others can count on',
      ],
      watchFor: [
        'Perfectionism, when good enough would do',
        'Taking on too much and finding it hard to rest',
        'Holding on to a plan when things have changed',
      ],
    },
  },
  facets: {
    1: {
      title: 'Self-Efficacy',
      description:
        'Self-Efficacy is about how confident you feel that you can handle tasks and get things done. It reflects your sense of your own ability, not your actual skill.',
      levels: {
        low: 'You may feel less sure than most people that you can manage a task, which can make you careful and open to help. The trade-off is that doubt may stop you trying things you could handle.',
        neutral:
          'You tend to feel about as confident as most people that you can get things done. You may feel sure of yourself in familiar areas and less sure when something is new.',
        high: 'You tend to feel more confident than most people that you can handle what comes your way. This helps you take on challenges, though you may sometimes underestimate how long or hard something will be.',
      },
    },
    2: {
      title: 'Orderliness',
      description:
        'Orderliness is about how much you like things to be tidy, organised and planned. It covers your spaces, your files and your schedule.',
      levels: {
        low: 'You tend to be more relaxed about tidiness and routines than most people, which leaves room for spontaneity. The trade-off is that things may sometimes be hard to find when you need them.',
        neutral:
          'You like some order, about as much as most people, and can cope when things are untidy. Clutter may build up in busy spells, but you can usually sort it out when needed.',
        high: 'You tend to like things neat, organised and planned more than most people, which helps you stay on top of tasks. You may feel uneasy when things are out of place or plans are loose.',
      },
    },
    3: {
      title: 'Dutifulness',
      description:
        'Dutifulness is about how strongly you feel bound by rules, promises and obligations. It covers how much weight you give to doing what you said you would.',
      levels: {
        low: 'You tend to treat rules and obligations more flexibly than most people, and you may question rules that seem pointless. The trade-off is that others may expect you to stick more closely to agreements.',
        neutral:
          'You tend to take promises and rules about as seriously as most people. You usually keep your word, but may bend a rule when it clearly does not fit, and others may draw that line differently.',
        high: 'You tend to take duties and promises more seriously than most people, so others often trust you to follow through. You may find it hard to say no, or feel guilty when you cannot keep a commitment.',
      },
    },
    4: {
      title: 'Achievement-Striving',
      description:
        'Achievement-Striving is about how hard you push yourself towards goals and high standards. It covers ambition and how much drive you bring to your work.',
      levels: {
        low: 'You tend to be more content than most people with doing enough, rather than chasing top results. This can keep stress low, though you may sometimes hold back from goals you would enjoy reaching.',
        neutral:
          'You tend to work towards goals about as hard as most people, keeping a balance with the rest of your life. Your drive may dip for goals that feel less meaningful to you.',
        high: 'You tend to set high goals and work harder than most people to reach them. This drive can take you far, though you may find it hard to switch off or feel satisfied.',
      },
    },
    5: {
      title: 'Self-Discipline',
      description:
        'Self-Discipline is about how well you can make yourself start and keep going on tasks, even dull ones. It covers getting past distractions and the urge to put things off.',
      levels: {
        low: 'You tend to follow what interests you more than most people, which can bring energy and curiosity. The trade-off is that you may put off less exciting jobs until late.',
        neutral:
          'You tend to keep yourself going on tasks about as well as most people. You can usually get dull jobs done, though distractions or low energy may sometimes slow you down.',
        high: 'You tend to start tasks promptly and stick with them more than most people, even when they are dull. The trade-off is that you may keep pushing when a break would help more.',
      },
    },
    6: {
      title: 'Cautiousness',
      description:
        'Cautiousness is about how carefully you think things through before you act or decide. It covers how much time you take to weigh up your options.',
      levels: {
        low: 'You tend to decide and act more quickly than most people, which helps when speed matters. The trade-off is that you may sometimes commit before you have all the facts.',
        neutral:
          'You tend to think before acting about as much as most people. You can make quick calls on small things and slow down for big ones, though you may sometimes misjudge which is which.',
        high: 'You tend to think things through more carefully than most people, so you often avoid hasty mistakes. The trade-off is that you may take longer to decide or miss chances that need a quick answer.',
      },
    },
  },
};
