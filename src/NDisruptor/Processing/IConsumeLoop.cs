namespace NDisruptor;

/// <summary>What a synchronous processor does inside its run, for <see cref="ConsumeRun.Run{TLoop}"/> to call in order.</summary>
internal interface IConsumeLoop
{
    /// <summary>Calls the handler's <c>OnStart</c>; false if the exception handler gave up on it (the run does nothing).</summary>
    bool NotifyStart();

    /// <summary>Handles events until halted or stopped by a fault.</summary>
    void ProcessEvents();

    /// <summary>Calls the handler's <c>OnShutdown</c>.</summary>
    void NotifyShutdown();
}
