using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Notifications;

public sealed class Notice { public string To = ""; public string Body = ""; public int Attempts; }

public interface IMailClient
{
    Task SendAsync(string to, string body, CancellationToken cancellationToken);
    void Send(string to, string body);
}

// An SMTP-like client: the synchronous form waits on the asynchronous one.
public sealed class SmtpMailClient : IMailClient
{
    public async Task SendAsync(string to, string body, CancellationToken cancellationToken)
    {
        await Task.Delay(5, cancellationToken);
    }

    public void Send(string to, string body) => SendAsync(to, body, CancellationToken.None).GetAwaiter().GetResult();
}

// Sends queued notices in batches; delivery is awaited so the batch's slots stay valid.
public sealed class NotificationSender : IAsyncBatchEventHandler<Notice>
{
    private readonly IMailClient _mail;

    public NotificationSender(IMailClient mail) => _mail = mail;

    public async ValueTask OnBatchAsync(EventBatch<Notice> batch, long firstSequence, CancellationToken cancellationToken)
    {
        var sends = new List<Task>(batch.Length);
        for (var i = 0; i < batch.Length; i++)
        {
            var notice = batch[i];
            notice.Attempts++;
            sends.Add(_mail.SendAsync(notice.To, notice.Body, cancellationToken));
        }

        await Task.WhenAll(sends);
    }
}

// The legacy path, one notice at a time on the processor thread.
public sealed class LegacyNotificationHandler : IEventHandler<Notice>
{
    private readonly IMailClient _mail;

    public LegacyNotificationHandler(IMailClient mail) => _mail = mail;

    public void OnEvent(Notice data, long sequence, bool endOfBatch)
    {
        data.Attempts++;
        _mail.Send(data.To, data.Body); // expect: DSR0009
    }
}
