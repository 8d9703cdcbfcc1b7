import type { OwnDomainTexts } from './types';

export const NEUROTICISM: OwnDomainTexts = {
  title: 'Neuroticism',
  shortDescription:
    'How strongly and how often you feel things like worry, frustration and low mood, and how quickly they settle again.',
  description: [
    'Neuroticism is about how strongly you react to stress, and how often feelings like worry, irritation or low mood show up. It is also called emotional sensitivity, which describes it well.',
    'A high score means your feelings tend to rise quickly and strongly, so you notice risks and react to them. A low score means calmer, steadier reactions, even when things get tense.',
    'Neither end is better. Sensitivity can make you alert, thorough and caring, while calm can help you stay steady under pressure. Each brings its own strengths and its own things to watch for.',
  ],
  levels: {
    low: {
      summary:
        'You tend to stay calmer and steadier than most people, even when things get tense. Worry and frustration show up less often and pass more quickly.',
      atStudy:
        'You may keep a clear head before a hard exam or during a tight deadline. Friends may rely on you when things go wrong. You might sometimes miss early warning signs, or seem less concerned than others expect.',
      atWork:
        'You may keep a clear head during a tight deadline or with a tricky customer. Others may rely on you when things go wrong. You might sometimes miss early warning signs, or seem less concerned than others expect.',
      strengths: [
        'Staying calm under pressure',
        'Bouncing back quickly from setbacks',
        'Steadying a group when things go wrong',
      ],
      watchFor: [
        'Real risks may be easy to brush aside',
        'Others may read your calm as not caring',
        'Check in on how stressed teammates are feeling',
      ],
    },
    neutral: {
      summary:
        'You tend to feel worry, frustration or low mood about as often as most people. Stress affects you, but you usually recover from it in a reasonable time.',
      atStudy:
        'You may feel nervous before an exam or a presentation, yet still get on with it. Busy weeks can wear you down at times, but you usually bounce back after a rest.',
      atWork:
        'You may feel nervous before an interview or an important meeting, yet still get on with it. Busy weeks can wear you down at times, but you usually bounce back after a rest. You can often tell when a situation deserves concern and when it does not.',
      strengths: [
        'Taking real risks seriously',
        'Recovering from setbacks in time',
        'Understanding both calm and stressed people',
      ],
      watchFor: [
        'Long stretches of pressure may still build up',
        'Notice early signs of stress so you can act on them',
      ],
    },
    high: {
      summary:
        'You tend to feel worry, frustration or low mood more strongly and more often than most people. You notice when something might go wrong, and you care a lot about how things turn out.',
      atStudy:
        'You may spot what could go wrong early, and you often prepare well for exams and deadlines. Exam pressure, criticism or sudden changes may hit you harder and take longer to settle. Calm routines and clear instructions can help you do your best.',
      atWork:
        'You may spot risks in a plan before others do, and you often prepare well for deadlines. Pressure, criticism or sudden changes may hit you harder and take longer to settle. Calm routines, clear expectations and time to settle in after a change of job can help you do your best work.',
      strengths: ['Spotting risks early', 'Preparing thoroughly', 'Understanding how others feel'],
      watchFor: [
        'Worry can use up energy you need for the task',
        'Small setbacks may feel bigger than they are',
        'Talking to someone you trust helps when feelings get heavy',
      ],
    },
  },
  facets: {
    1: {
      title: 'Anxiety',
      description:
        'How often you feel worried, nervous or on edge, especially about what might happen next.',
      levels: {
        low: 'You tend to worry less than most people, so you can face new or uncertain situations calmly. You may sometimes underestimate a risk that deserves more attention.',
        neutral:
          'You worry about as much as most people, mostly when there is a real reason. Now and then, a worry may linger longer than it needs to.',
        high: 'You tend to worry more than most people, which helps you plan ahead and spot what could go wrong. The trade-off is that worry can be tiring and may hold you back from trying new things.',
      },
    },
    2: {
      title: 'Anger',
      description:
        'How quickly you feel frustrated or irritated when things go wrong or seem unfair.',
      levels: {
        low: 'You tend to stay patient when things go wrong, more than most people. This keeps relationships smooth, but you may hold back frustration that is worth voicing.',
        neutral:
          'You feel irritated about as often as most people, usually when something really matters. You can speak up when needed, though strong frustration may sometimes slip out.',
        high: 'You tend to feel frustration more quickly and strongly than most people. This can give you energy to stand up against unfairness, but quick reactions may strain relationships if you do not pause first.',
      },
    },
    3: {
      title: 'Tendency to feel low',
      description:
        'How often low mood, sadness or discouragement show up for you, and how long they tend to stay.',
      levels: {
        low: 'You tend to feel low less often than most people, and you recover quickly from disappointment. This helps you keep going, though you may find it harder to relate when others are struggling.',
        neutral:
          'You feel low or discouraged about as often as most people, usually after a real setback. These feelings tend to lift in time, though a hard patch may still slow you down.',
        high: "Low mood and discouragement tend to show up for you more often than for most people. This can make you thoughtful and understanding of others' struggles, though it may drain your energy. Talking to someone you trust helps when feelings get heavy.",
      },
    },
    4: {
      title: 'Self-Consciousness',
      description:
        'How aware you are of what others might think of you, and how easily you feel awkward or embarrassed.',
      levels: {
        low: 'You tend to feel at ease around others, even when you make a mistake in public. This helps you speak up freely, though you may sometimes miss how your words land.',
        neutral:
          'You feel self-conscious about as often as most people, for example when meeting someone new or giving a talk. You can usually push through, though some situations may still feel uncomfortable.',
        high: 'You tend to feel more self-conscious than most people, especially in new groups or when all eyes are on you. This makes you tactful and aware of others, but it may stop you speaking up.',
      },
    },
    5: {
      title: 'Impulsiveness',
      description:
        'How strongly you feel urges and cravings, such as for food, shopping or screen time, and how easy they are to resist.',
      levels: {
        low: 'You tend to resist urges and temptations more easily than most people. This helps you stay on track, though you may sometimes hold back from simple treats you would enjoy.',
        neutral:
          'You feel urges about as strongly as most people and can usually hold back when it matters. Now and then, stress or tiredness may make them harder to resist.',
        high: 'You tend to feel urges and cravings more strongly than most people. This can make you spontaneous and enthusiastic, but it may be harder to stop once you start, such as scrolling or snacking.',
      },
    },
    6: {
      title: 'Sensitivity to stress',
      description:
        'How you tend to feel and cope when pressure builds up, such as in a crisis or during a very busy time.',
      levels: {
        low: 'You tend to stay composed in a crisis, more than most people. Others may turn to you when things get hectic, though you may take on too much without noticing.',
        neutral:
          'You cope with pressure about as well as most people. You can usually handle a busy patch, though a lot at once may leave you feeling stretched.',
        high: 'Under heavy pressure, you tend to feel overwhelmed more quickly than most people. You may be quicker to notice when a workload is too much and to ask for support. Talking to someone you trust helps when feelings get heavy.',
      },
    },
  },
};
